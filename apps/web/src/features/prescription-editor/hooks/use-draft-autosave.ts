import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { prescriptionBodySchema, type Prescription } from '@hospital/contract/prescriptions';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLazyGetPrescriptionQuery, useSaveDraftMutation } from '../api/prescriptions';
import { bodyToSend, draftOf, type DraftBody } from '../lib/draft';
import { clearLocalCopy, readLocalCopy, writeLocalCopy } from '../lib/local-copy';

/** How long typing pauses before the draft is saved, and how often a save is tried again while offline. */
export const SAVE_DELAY_MS = 800;
export const OFFLINE_RETRY_MS = 5000;

/**
 * `saved`: the server has everything on screen; `pending`: changes wait for the pause in typing; `saving`; `offline`:
 * the server cannot be reached, the work is kept in this browser and sent again; `invalid`: a field needs fixing
 * before the draft can be saved (the work is kept here meanwhile); `failed`: the server refused the save.
 */
export type SaveStatus = 'saved' | 'pending' | 'saving' | 'offline' | 'invalid' | 'failed';

/** Why the draft on screen is not what the doctor last typed here: brought back from this browser, or from the server. */
export type DraftNotice = 'restored' | 'reloaded' | null;

/** The contract's reasons a field is refused, by the field's path ('findings.pulse', 'medicines.0.dose'). */
export type FieldErrors = ReadonlyMap<string, string>;

const NO_ERRORS: FieldErrors = new Map();

function validate(draft: DraftBody): FieldErrors {
  const result = prescriptionBodySchema.safeParse(bodyToSend(draft));
  if (result.success) return NO_ERRORS;
  return new Map(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

function isNetworkError(error: unknown): boolean {
  const status = (error as FetchBaseQueryError | undefined)?.status;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR' || (typeof status === 'number' && status >= 502);
}

function serverMessage(error: unknown): string | null {
  const data = (error as FetchBaseQueryError | undefined)?.data as
    { message?: string; errorSources?: { message: string }[] } | undefined;
  return data?.errorSources?.[0]?.message ?? data?.message ?? null;
}

/** The draft to start from: this browser's unsaved copy when it was made on the server's latest revision. */
function opening(prescription: Prescription): { draft: DraftBody; restored: boolean } {
  const copy = readLocalCopy(prescription._id);
  if (copy && copy.revision === prescription.revision) return { draft: copy.draft, restored: true };
  // A copy made on an older revision was saved since (its answer was lost): the server's text is the newer one.
  if (copy) clearLocalCopy(prescription._id);
  return { draft: draftOf(prescription), restored: false };
}

/**
 * The draft as the doctor edits it, saved as they type: each change is kept in this browser at once and sent with
 * the revision it was made on after a short pause. A refusal as stale (someone saved from another window) reloads the
 * server's draft; one because the prescription was signed meanwhile hands the signed one to `onSigned`.
 */
export function useDraftAutosave(prescription: Prescription, onSigned: (signed: Prescription) => void) {
  const id = prescription._id;
  const [start] = useState(() => opening(prescription));
  const [draft, setDraft] = useState(start.draft);
  const [status, setStatus] = useState<SaveStatus>(start.restored ? 'pending' : 'saved');
  const [notice, setNotice] = useState<DraftNotice>(start.restored ? 'restored' : null);
  const [errors, setErrors] = useState<FieldErrors>(NO_ERRORS);
  const [failure, setFailure] = useState<string | null>(null);
  // Bumped when the server's draft replaces the one on screen: the form's fields start again from it.
  const [generation, setGeneration] = useState(0);
  const latest = useRef(start.draft);
  const revision = useRef(prescription.revision);
  const edits = useRef(start.restored ? 1 : 0);
  const savedEdits = useRef(0);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const [save] = useSaveDraftMutation();
  const [fetchPrescription] = useLazyGetPrescriptionQuery();

  const replaceWithServer = useCallback((server: Prescription) => {
    const next = draftOf(server);
    latest.current = next;
    revision.current = server.revision;
    savedEdits.current = edits.current;
    clearLocalCopy(server._id);
    setDraft(next);
    setErrors(NO_ERRORS);
    setStatus('saved');
    setGeneration((value) => value + 1);
  }, []);

  /** Sends what is on screen now; true when the server has it all. */
  const send = useCallback(async (): Promise<boolean> => {
    const sentEdits = edits.current;
    const sent = latest.current;
    const problems = validate(sent);
    setErrors(problems);
    if (problems.size > 0) {
      setStatus('invalid');
      return false;
    }
    setStatus('saving');
    try {
      const saved = await save({ id, body: bodyToSend(sent) as never, revision: revision.current }).unwrap();
      revision.current = saved.revision;
      // New lines take the ids the server gave them, so the next save names the same lines.
      const given = new Map(sent.medicines.map((line, index) => [line.key, saved.medicines[index]?.lineId]));
      if (latest.current.medicines.some((line) => !line.lineId && given.get(line.key))) {
        latest.current = {
          ...latest.current,
          medicines: latest.current.medicines.map((line) =>
            line.lineId ? line : { ...line, lineId: given.get(line.key) ?? undefined },
          ),
        };
        setDraft(latest.current);
      }
      savedEdits.current = sentEdits;
      setFailure(null);
      if (edits.current === sentEdits) {
        clearLocalCopy(id);
        setStatus('saved');
        return true;
      }
      writeLocalCopy(id, { revision: revision.current, draft: latest.current });
      setStatus('pending');
      return false;
    } catch (error) {
      if ((error as FetchBaseQueryError).status === 409) {
        const server = await fetchPrescription(id)
          .unwrap()
          .catch(() => null);
        if (server && server.status !== 'draft') onSigned(server);
        else if (server) {
          replaceWithServer(server);
          setNotice('reloaded');
        } else setStatus('offline');
        return false;
      }
      if (isNetworkError(error)) {
        setStatus('offline');
        return false;
      }
      setFailure(serverMessage(error));
      setStatus('failed');
      return false;
    }
  }, [fetchPrescription, id, onSigned, replaceWithServer, save]);

  /** One save at a time: a save asked for while one runs waits for it, then sends what is on screen then. */
  const flush = useCallback(async (): Promise<boolean> => {
    while (inFlight.current) await inFlight.current;
    if (edits.current === savedEdits.current) return true;
    const running = send();
    inFlight.current = running;
    try {
      return await running;
    } finally {
      inFlight.current = null;
    }
  }, [send]);

  const change = useCallback(
    (update: (current: DraftBody) => DraftBody) => {
      const next = update(latest.current);
      latest.current = next;
      edits.current += 1;
      writeLocalCopy(id, { revision: revision.current, draft: next });
      setDraft(next);
      setStatus((current) => (current === 'saving' ? current : 'pending'));
    },
    [id],
  );

  // The pause after typing (or, offline, the wait before trying again), then a save.
  useEffect(() => {
    if (status !== 'pending' && status !== 'offline') return;
    const timer = setTimeout(() => void flush(), status === 'offline' ? OFFLINE_RETRY_MS : SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, status, flush]);

  // Back online: send at once rather than at the next retry.
  useEffect(() => {
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [flush]);

  return {
    draft,
    change,
    status,
    errors,
    failure,
    notice,
    dismissNotice: () => setNotice(null),
    generation,
    /** Saves whatever waits now (before signing); true when the server has it all. */
    flush,
  };
}
