import { EMPTY_FIELDS, isBlank, type QuotationFields } from './quotation';

/** Session storage, so an unsent request survives a reload but not the end of the visit. */
const KEY = 'quotation-draft';

const storage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be switched off; the form then simply works without drafts.
    return null;
  }
};

export function readDraft(): QuotationFields | null {
  try {
    const saved = JSON.parse(storage()?.getItem(KEY) ?? 'null') as Partial<QuotationFields> | null;
    if (!saved || typeof saved !== 'object') return null;
    const text = (v: unknown) => (typeof v === 'string' ? v : '');
    const draft = { email: text(saved.email), mobile: text(saved.mobile), message: text(saved.message) };
    return isBlank(draft) ? null : draft;
  } catch {
    return null;
  }
}

/** Keeps what is typed; a blank form (after a successful send) leaves no draft behind. */
export function saveDraft(fields: QuotationFields): void {
  try {
    if (isBlank(fields)) storage()?.removeItem(KEY);
    else storage()?.setItem(KEY, JSON.stringify(fields));
  } catch {
    // Quota full or storage disabled: the form still works, only the reload safety net is lost.
  }
}

export const initialFields = (initialMessage = ''): QuotationFields =>
  readDraft() ?? { ...EMPTY_FIELDS, message: initialMessage };
