import { sharedText } from '../../i18n/text';
import { useT } from '../../i18n/useT';
import styles from './StarRating.module.css';

/**
 * N filled stars out of `max`, read by screen readers as one phrase rather than as shapes, in the
 * page's language (shared-ui's `rating` message).
 */
export function StarRating({ value, max = 5, className }: { value: number; max?: number; className?: string }) {
  const t = useT(sharedText);
  const filled = Math.max(0, Math.min(max, Math.round(value)));
  return (
    <span role="img" aria-label={t('rating', { filled, max })} className={`${styles.stars} ${className ?? ''}`}>
      {Array.from({ length: max }, (_, i) => (
        <svg key={i} viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" data-filled={i < filled}>
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      ))}
    </span>
  );
}
