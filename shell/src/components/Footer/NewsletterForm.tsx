import { useId, useState, type FormEvent } from 'react';
import styles from './Footer.module.css';

type Status = 'none' | 'success' | 'error';

const MESSAGES: Record<Exclude<Status, 'none'>, string> = {
  success: 'Thank you for subscribing!',
  // The spec keeps an error state although nothing can reach it: no subscription service exists yet.
  error: 'Something went wrong. Please try again.',
};

/** SPEC: "Stay Updated" has no real effect; the browser validates the address, no network call. */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>('none');
  const inputId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setStatus('success');
    setEmail('');
  };

  return (
    <form className={styles.newsletter} onSubmit={onSubmit}>
      <label htmlFor={inputId} className={styles.newsletterLabel}>
        Your email address
      </label>
      <div className={styles.newsletterRow}>
        <input
          id={inputId}
          type="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          className={styles.input}
        />
        <button type="submit" className={styles.subscribe}>
          Subscribe
        </button>
      </div>
      <p role="status" className={status === 'error' ? styles.error : styles.success}>
        {status === 'none' ? '' : MESSAGES[status]}
      </p>
    </form>
  );
}
