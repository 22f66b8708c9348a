import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearDraft, DRAFT_STORAGE_KEY, emptyDraft, loadDraft, saveDraft } from './appointment-draft';

const doctor = '0123456789abcdef01234567';

afterEach(() => vi.restoreAllMocks());

describe('appointment draft storage (docs/product-spec.md §3)', () => {
  it('when a draft is saved, then it is read back for the same doctor only', () => {
    const draft = { ...emptyDraft(doctor, 900), consultationMethod: 'audio' as const, selectedDate: '2026-01-02' };
    saveDraft(draft);

    expect(JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY)!)).toEqual(draft);
    expect(loadDraft(doctor)).toEqual(draft);
    expect(loadDraft('ffffffffffffffffffffffff')).toBeNull();
  });

  it('when the stored value is not a draft, then there is no draft', () => {
    localStorage.setItem(DRAFT_STORAGE_KEY, '{not json');
    expect(loadDraft(doctor)).toBeNull();
    localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ doctor, consultationMethod: 'teleport' }));
    expect(loadDraft(doctor)).toBeNull();
  });

  it('when the draft is cleared, then nothing is stored', () => {
    saveDraft(emptyDraft(doctor, 900));
    clearDraft();
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('when storage refuses writes, then saving does not throw', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => saveDraft(emptyDraft(doctor, 900))).not.toThrow();
  });
});
