import { useId, useState, type FormEvent } from 'react';
import { useT } from '@ecopanel/shared-ui';
import { catalog } from '../../i18n/catalog';
import styles from './Footer.module.css';

type Status = 'none' | 'success' | 'error';

// The spec keeps an error state although nothing can reach it: no subscription service exists yet.
const MESSAGES = { success: 'newsletter.success', error: 'newsletter.error' } as const;

/** SPEC: "Stay Updated" has no real effect; the browser validates the address, no network call. */
export function NewsletterForm() {
  const t = useT(catalog);
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
        {t.node('newsletter.email')}
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
          {t.node('newsletter.subscribe')}
        </button>
      </div>
      <p role="status" className={status === 'error' ? styles.error : styles.success}>
        {status === 'none' ? '' : t.node(MESSAGES[status])}
      </p>
    </form>
  );
}
