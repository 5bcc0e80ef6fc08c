import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { typedBeforeHydration, useT } from '@ecopanel/shared-ui';
import { catalog } from '../../i18n/catalog';
import { english, type MessageId } from '../../i18n/say';
import { firstPaintAt, HONEYPOT_FIELD, looksLikeBot } from '../../lib/botCheck';
import { Honeypot } from './Honeypot';
import { initialFields, saveDraft } from '../../lib/draft';
import { browserProblem, FIELD_ORDER, fieldProblems, type Field, type FieldProblems } from '../../lib/fieldRules';
import { EMPTY_FIELDS, isFailureMessage, type QuotationFields } from '../../lib/quotation';
import { msUntilNextSend, rememberSend, waitText } from '../../lib/sendLimit';
import { loadEmailJs, sendQuotation } from '../../services/quotationEmail';
import { QuotationField } from './QuotationField';
import styles from './QuotationForm.module.css';

interface Props {
  /** What the message starts with (a request in the page's URL): plain text; an unsent draft of it wins. */
  initialMessage?: string;
}

/** The outcome line: the spec's two texts, or a neutral notice; the text in the page's language. */
type Status = { text: string; tone: 'success' | 'failure' | 'notice' };
type ControlEvent = ChangeEvent<HTMLInputElement | HTMLTextAreaElement>;

/**
 * The quotation request (SPEC sections 4, 5, 7, 8). Validation is the browser's own (required,
 * type) plus what it lets through and the lengths in letters (see fieldProblems); what is typed is kept (also across
 * a reload) until a send succeeds. Bots are turned away silently and a browser sends at most once
 * in 30 s (lib/botCheck, lib/sendLimit).
 */
export function QuotationForm({ initialMessage }: Props) {
  const id = useId();
  const t = useT(catalog);
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

  // The spec's two outcomes, coloured by the word Failed in the English text (lib/quotation).
  const outcome = (message: Extract<MessageId, `status.${string}`>): Status => ({
    text: t(message),
    tone: isFailureMessage(english(message)) ? 'failure' : 'success',
  });

  const change = (event: ControlEvent) => {
    const { name, value } = event.target;
    // A message set by `invalid` below would keep the field invalid: editing it starts afresh.
    event.target.setCustomValidity('');
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
    setStatus(outcome('status.success'));
  };

  // The browser's own checks speak the browser's language: on a Sinhala or Tamil page its bubble and
  // the field say the problem in the page's. English keeps the browser's own, as the spec has it.
  const invalid = (event: FormEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (t.lang === 'en') return;
    const control = event.currentTarget;
    const field = control.name as Field;
    const problem = browserProblem(field, control.validity, t);
    if (!problem) return;
    control.setCustomValidity(problem);
    setProblems((current) => ({ ...current, [field]: problem }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    // Cleared first so the live region announces the outcome again even when it repeats.
    setStatus(null);

    const found = fieldProblems(fields, t);
    setProblems(found);
    const firstWrong = FIELD_ORDER.find((field) => found[field]);
    if (firstWrong) {
      controls[firstWrong].current?.focus();
      return;
    }

    const wait = msUntilNextSend();
    if (wait > 0) {
      setStatus({ text: waitText(wait, t), tone: 'notice' });
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
      await sendQuotation(fields, t.lang);
      rememberSend();
      succeed();
    } catch (error) {
      console.error('Failed to send the quotation request:', error);
      setStatus(outcome('status.failure'));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  const tone = status === null ? '' : styles[status.tone];
  return (
    // The SDK is fetched once the visitor starts on the form, so the send is not delayed and a page
    // only read costs no SDK (1.5 KB); a failure here is retried on send.
    <form
      className={styles.form}
      onSubmit={submit}
      onFocus={() => loadEmailJs().catch(() => {})}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className={styles.title}>
        {t.node('form.title')}
      </h2>
      <p className={styles.note}>{t.node('form.note')}</p>
      <QuotationField
        formId={id}
        field="email"
        label={t('field.email')}
        control={{ as: 'input', type: 'email', autoComplete: 'email', ref: controls.email }}
        value={fields.email}
        problem={problems.email}
        readOnly={sending}
        onChange={change}
        onInvalid={invalid}
      />
      <QuotationField
        formId={id}
        field="mobile"
        label={t('field.mobile')}
        control={{ as: 'input', type: 'tel', autoComplete: 'tel', ref: controls.mobile }}
        value={fields.mobile}
        problem={problems.mobile}
        readOnly={sending}
        onChange={change}
        onInvalid={invalid}
      />
      <QuotationField
        formId={id}
        field="message"
        label={t('field.message')}
        hint={t.node('field.messageHint')}
        control={{ as: 'textarea', rows: 4, ref: controls.message }}
        value={fields.message}
        problem={problems.message}
        readOnly={sending}
        onChange={change}
        onInvalid={invalid}
      />
      <Honeypot formId={id} />
      <button type="submit" className={styles.submit} disabled={sending} aria-busy={sending}>
        {t.node(sending ? 'form.sending' : 'form.send')}
      </button>
      <p role="status" className={`${styles.status} ${tone}`}>
        {status?.text}
      </p>
    </form>
  );
}
