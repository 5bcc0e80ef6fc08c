import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { initialFields, saveDraft } from '../../lib/draft';
import { EMPTY_FIELDS, FAILURE_MESSAGE, isFailureMessage, SUCCESS_MESSAGE, type QuotationFields } from '../../lib/quotation';
import { loadEmailJs, sendQuotation } from '../../services/quotationEmail';
import styles from './QuotationForm.module.css';

interface Props {
  /**
   * What the message starts with (e.g. a request passed in the page's URL): plain text, shown as the
   * field's value only. An unsent draft started from the same text is restored instead.
   */
  initialMessage?: string;
}

/**
 * The quotation request (SPEC sections 4, 5, 7, 8). Validation is the browser's own; what is typed
 * is kept (also across a reload) until a send succeeds.
 */
export function QuotationForm({ initialMessage }: Props) {
  const id = useId();
  const [fields, setFields] = useState<QuotationFields>(() => initialFields(initialMessage));
  const [status, setStatus] = useState('');
  const [sending, setSending] = useState(false);
  // Set synchronously: a second click or Enter before React re-renders must not send twice.
  const inFlight = useRef(false);

  useEffect(() => saveDraft(fields, initialMessage), [fields, initialMessage]);
  useEffect(() => {
    // Fetch the SDK while the visitor types, so the send is not delayed; a failure here is retried on send.
    loadEmailJs().catch(() => {});
  }, []);

  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { name, value } = event.target;
    setFields((current) => ({ ...current, [name]: value }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    // Cleared first so the live region announces the outcome again even when it repeats.
    setStatus('');
    try {
      await sendQuotation(fields);
      setFields(EMPTY_FIELDS);
      setStatus(SUCCESS_MESSAGE);
    } catch (error) {
      console.error('Failed to send the quotation request:', error);
      setStatus(FAILURE_MESSAGE);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  const tone = status === '' ? '' : isFailureMessage(status) ? styles.failure : styles.success;
  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        Send us your requirements
      </h2>
      <p className={styles.note}>All fields are required. Your quotation comes back to the email you give.</p>
      <div className={styles.field}>
        <label htmlFor={`${id}-email`}>Email</label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          // Read-only while sending, so nothing typed meanwhile is wiped when the send succeeds.
          readOnly={sending}
          value={fields.email}
          onChange={change}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-mobile`}>Mobile</label>
        <input
          id={`${id}-mobile`}
          name="mobile"
          type="tel"
          autoComplete="tel"
          required
          readOnly={sending}
          value={fields.mobile}
          onChange={change}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-message`}>Message</label>
        <p id={`${id}-hint`} className={styles.hint}>
          For an accurate price, mention the room sizes or area in square feet, ceiling or wall, the panel design you
          like and the town of the site.
        </p>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={4}
          required
          aria-describedby={`${id}-hint`}
          readOnly={sending}
          value={fields.message}
          onChange={change}
        />
      </div>
      <button type="submit" className={styles.submit} disabled={sending} aria-busy={sending}>
        {sending ? 'Sending…' : 'Send Request'}
      </button>
      <p role="status" className={`${styles.status} ${tone}`}>
        {status}
      </p>
    </form>
  );
}
