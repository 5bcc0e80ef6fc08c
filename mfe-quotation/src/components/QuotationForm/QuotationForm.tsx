import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { typedBeforeHydration, useLang, VisuallyHidden } from 'shared-ui';
import { firstPaintAt, HONEYPOT_FIELD, looksLikeBot } from '../../lib/botCheck';
import { initialFields, saveDraft } from '../../lib/draft';
import { FIELD_ORDER, fieldProblems, type Field, type FieldProblems } from '../../lib/fieldRules';
import {
  EMPTY_FIELDS,
  FAILURE_MESSAGE,
  isFailureMessage,
  SUCCESS_MESSAGE,
  type QuotationFields,
} from '../../lib/quotation';
import { msUntilNextSend, rememberSend, waitText } from '../../lib/sendLimit';
import { loadEmailJs, sendQuotation } from '../../services/quotationEmail';
import { QuotationField } from './QuotationField';
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
  const lang = useLang();
  // Whether this first render hydrates the server's HTML: the form is then already in the document.
  const [overServerHtml] = useState(() => typeof document !== 'undefined' && !!document.getElementById(`${id}-title`));
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
    shownAt.current = overServerHtml ? firstPaintAt() : performance.now();
    if (!overServerHtml) return;
    // What a visitor typed before the page's script took over is in the fields, not in the state:
    // taken over, so it is neither lost nor sent as empty.
    const typed = typedBeforeHydration(controls);
    if (typed) setFields((current) => ({ ...current, ...typed }));
    // Once, when the form first appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
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
      await sendQuotation(fields, lang);
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
      <QuotationField
        formId={id}
        field="email"
        label="Email"
        control={{ as: 'input', type: 'email', autoComplete: 'email', ref: controls.email }}
        value={fields.email}
        problem={problems.email}
        readOnly={sending}
        onChange={change}
      />
      <QuotationField
        formId={id}
        field="mobile"
        label="Mobile"
        control={{ as: 'input', type: 'tel', autoComplete: 'tel', ref: controls.mobile }}
        value={fields.mobile}
        problem={problems.mobile}
        readOnly={sending}
        onChange={change}
      />
      <QuotationField
        formId={id}
        field="message"
        label="Message"
        hint="For an accurate price, mention the room sizes or area in square feet, ceiling or wall, the panel design you like and the town of the site."
        control={{ as: 'textarea', rows: 4, ref: controls.message }}
        value={fields.message}
        problem={problems.message}
        readOnly={sending}
        onChange={change}
      />
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
