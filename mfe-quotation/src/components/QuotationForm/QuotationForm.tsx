import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { VisuallyHidden } from 'shared-ui';
import { HONEYPOT_FIELD, looksLikeBot } from '../../lib/botCheck';
import { initialFields, saveDraft } from '../../lib/draft';
import {
  FIELD_ORDER,
  fieldProblems,
  MAX_LENGTH,
  showsCount,
  type Field,
  type FieldProblems,
} from '../../lib/fieldRules';
import {
  EMPTY_FIELDS,
  FAILURE_MESSAGE,
  isFailureMessage,
  SUCCESS_MESSAGE,
  type QuotationFields,
} from '../../lib/quotation';
import { msUntilNextSend, rememberSend, waitText } from '../../lib/sendLimit';
import { loadEmailJs, sendQuotation } from '../../services/quotationEmail';
import { CharacterCount } from './CharacterCount';
import styles from './QuotationForm.module.css';

interface Props {
  /**
   * What the message starts with (e.g. a request passed in the page's URL): plain text, shown as the
   * field's value only. An unsent draft started from the same text is restored instead.
   */
  initialMessage?: string;
}

/** The outcome line: the spec's two texts (coloured by the word Failed), or a neutral notice. */
type Status = { text: string; tone: 'outcome' | 'notice' };

const outcome = (text: string): Status => ({ text, tone: 'outcome' });

/**
 * The quotation request (SPEC sections 4, 5, 7, 8). Validation is the browser's own (required,
 * type, maxLength) plus what it lets through (see fieldProblems); what is typed is kept (also across
 * a reload) until a send succeeds. Bots are turned away silently and a browser sends at most once
 * in 30 s (lib/botCheck, lib/sendLimit).
 */
export function QuotationForm({ initialMessage }: Props) {
  const id = useId();
  const [fields, setFields] = useState<QuotationFields>(() => initialFields(initialMessage));
  const [problems, setProblems] = useState<FieldProblems>({});
  const [status, setStatus] = useState<Status | null>(null);
  const [sending, setSending] = useState(false);
  // Set synchronously: a second click or Enter before React re-renders must not send twice.
  const inFlight = useRef(false);
  // When the form became usable (mounted, or hydrated over the server's HTML): the fill time starts here.
  const shownAt = useRef<number | null>(null);
  const controls = {
    email: useRef<HTMLInputElement>(null),
    mobile: useRef<HTMLInputElement>(null),
    message: useRef<HTMLTextAreaElement>(null),
  };

  useEffect(() => {
    shownAt.current = performance.now();
  }, []);
  useEffect(() => saveDraft(fields, initialMessage), [fields, initialMessage]);
  useEffect(() => {
    // Fetch the SDK while the visitor types, so the send is not delayed; a failure here is retried on send.
    loadEmailJs().catch(() => {});
  }, []);

  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { name, value } = event.target;
    setFields((current) => ({ ...current, [name]: value }));
    // A field's problem stays until that field is edited.
    setProblems((current) => {
      if (!(name in current)) return current;
      const { [name as Field]: _, ...rest } = current;
      return rest;
    });
  };

  const succeed = () => {
    setFields(EMPTY_FIELDS);
    setStatus(outcome(SUCCESS_MESSAGE));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    // Cleared first so the live region announces the outcome again even when it repeats.
    setStatus(null);

    const found = fieldProblems(fields);
    setProblems(found);
    const firstWrong = FIELD_ORDER.find((field) => found[field]);
    if (firstWrong) {
      controls[firstWrong].current?.focus();
      return;
    }

    const wait = msUntilNextSend();
    if (wait > 0) {
      setStatus({ text: waitText(wait), tone: 'notice' });
      return;
    }

    const honeypot = new FormData(event.currentTarget).get(HONEYPOT_FIELD);
    const elapsedMs = shownAt.current === null ? 0 : performance.now() - shownAt.current;
    if (looksLikeBot({ honeypot: typeof honeypot === 'string' ? honeypot : '', elapsedMs })) {
      // Exactly what a real send shows, and nothing sent: a bot learns nothing to adapt to.
      succeed();
      return;
    }

    inFlight.current = true;
    setSending(true);
    try {
      await sendQuotation(fields);
      rememberSend();
      succeed();
    } catch (error) {
      console.error('Failed to send the quotation request:', error);
      setStatus(outcome(FAILURE_MESSAGE));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  /** The ids a field's aria-describedby names: its hint, its count while shown, its problem. */
  const describedBy = (field: Field, hint?: string) =>
    [
      hint,
      showsCount(fields[field].length, MAX_LENGTH[field]) ? `${id}-${field}-count` : undefined,
      problems[field] ? `${id}-${field}-problem` : undefined,
    ]
      .filter(Boolean)
      .join(' ') || undefined;

  /** What each field shows below itself: the count near the limit, then its problem. */
  const below = (field: Field) => (
    <>
      <CharacterCount id={`${id}-${field}-count`} length={fields[field].length} max={MAX_LENGTH[field]} />
      {problems[field] && (
        <p id={`${id}-${field}-problem`} className={styles.problem}>
          {problems[field]}
        </p>
      )}
    </>
  );

  const tone =
    status === null
      ? ''
      : status.tone === 'notice'
        ? styles.notice
        : isFailureMessage(status.text)
          ? styles.failure
          : styles.success;
  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        Send us your requirements
      </h2>
      <p className={styles.note}>All fields are required. Your quotation comes back to the email you give.</p>
      <div className={styles.field}>
        <label htmlFor={`${id}-email`}>Email</label>
        <input
          ref={controls.email}
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={MAX_LENGTH.email}
          aria-invalid={problems.email ? true : undefined}
          aria-describedby={describedBy('email')}
          // Read-only while sending, so nothing typed meanwhile is wiped when the send succeeds.
          readOnly={sending}
          value={fields.email}
          onChange={change}
        />
        {below('email')}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-mobile`}>Mobile</label>
        <input
          ref={controls.mobile}
          id={`${id}-mobile`}
          name="mobile"
          type="tel"
          autoComplete="tel"
          required
          maxLength={MAX_LENGTH.mobile}
          aria-invalid={problems.mobile ? true : undefined}
          aria-describedby={describedBy('mobile')}
          readOnly={sending}
          value={fields.mobile}
          onChange={change}
        />
        {below('mobile')}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-message`}>Message</label>
        <p id={`${id}-hint`} className={styles.hint}>
          For an accurate price, mention the room sizes or area in square feet, ceiling or wall, the panel design you
          like and the town of the site.
        </p>
        <textarea
          ref={controls.message}
          id={`${id}-message`}
          name="message"
          rows={4}
          required
          maxLength={MAX_LENGTH.message}
          aria-invalid={problems.message ? true : undefined}
          aria-describedby={describedBy('message', `${id}-hint`)}
          readOnly={sending}
          value={fields.message}
          onChange={change}
        />
        {below('message')}
      </div>
      {/* The honeypot: off-screen, out of the tab order and hidden from assistive technology, so only
          a bot filling in every field it finds puts anything here. Uncontrolled, so a value a script
          sets without typing is seen too. */}
      <VisuallyHidden as="div" aria-hidden="true">
        <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
        <input
          id={`${id}-${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </VisuallyHidden>
      <button type="submit" className={styles.submit} disabled={sending} aria-busy={sending}>
        {sending ? 'Sending…' : 'Send Request'}
      </button>
      <p role="status" className={`${styles.status} ${tone}`}>
        {status?.text}
      </p>
    </form>
  );
}
