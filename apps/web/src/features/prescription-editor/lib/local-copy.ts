import type { DraftBody } from './draft';

/**
 * The draft kept in this browser while it has changes the server has not taken yet: a reload, a closed tab or a lost
 * network keeps the doctor's work. `revision` is the server's revision the changes were made on.
 */
export type LocalCopy = { revision: number; draft: DraftBody };

const keyOf = (prescriptionId: string) => `prescription-draft:${prescriptionId}`;

export function readLocalCopy(prescriptionId: string): LocalCopy | null {
  try {
    const text = localStorage.getItem(keyOf(prescriptionId));
    if (!text) return null;
    const copy = JSON.parse(text) as Partial<LocalCopy>;
    return typeof copy.revision === 'number' && copy.draft && Array.isArray(copy.draft.medicines)
      ? (copy as LocalCopy)
      : null;
  } catch {
    return null;
  }
}

export function writeLocalCopy(prescriptionId: string, copy: LocalCopy): void {
  try {
    localStorage.setItem(keyOf(prescriptionId), JSON.stringify(copy));
  } catch {
    // A full or blocked storage only loses the offline copy; the server still gets every save.
  }
}

export function clearLocalCopy(prescriptionId: string): void {
  try {
    localStorage.removeItem(keyOf(prescriptionId));
  } catch {
    // Nothing kept, nothing to clear.
  }
}
