import { EMPTY_FIELDS, isBlank, type QuotationFields } from './quotation';

/** Session storage, so an unsent request survives a reload but not the end of the visit. */
const KEY = 'quotation-draft';

/** What is kept: the fields, and the pre-filled message they started from (see initialFields). */
interface Draft extends QuotationFields {
  from: string;
}

const storage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be switched off; the form then simply works without drafts.
    return null;
  }
};

export function readDraft(): Draft | null {
  try {
    const saved = JSON.parse(storage()?.getItem(KEY) ?? 'null') as Partial<Draft> | null;
    if (!saved || typeof saved !== 'object') return null;
    const text = (v: unknown) => (typeof v === 'string' ? v : '');
    const draft = {
      email: text(saved.email),
      mobile: text(saved.mobile),
      message: text(saved.message),
      from: text(saved.from),
    };
    return isBlank(draft) ? null : draft;
  } catch {
    return null;
  }
}

/** Keeps what is typed; a blank form (after a successful send) leaves no draft behind. */
export function saveDraft(fields: QuotationFields, from = ''): void {
  try {
    if (isBlank(fields)) storage()?.removeItem(KEY);
    else storage()?.setItem(KEY, JSON.stringify({ ...fields, from }));
  } catch {
    // Quota full or storage disabled: the form still works, only the reload safety net is lost.
  }
}

/**
 * What the form starts with. An unsent draft wins (a reload must not undo the visitor's edits),
 * except that a different pre-filled message is a new request, say from another calculation: it
 * replaces the draft's message, and the email and mobile already typed are kept.
 */
export function initialFields(initialMessage = ''): QuotationFields {
  const draft = readDraft();
  if (!draft) return { ...EMPTY_FIELDS, message: initialMessage };
  const { from, ...fields } = draft;
  return initialMessage && initialMessage !== from ? { ...fields, message: initialMessage } : fields;
}
