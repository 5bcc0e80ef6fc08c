import { useEffect, useRef, useState } from 'react';
import { countText, showsCount } from '../../lib/fieldRules';
import { useT, VisuallyHidden } from '@ecopanel/shared-ui';
import { catalog } from '../../i18n/catalog';
import styles from './QuotationForm.module.css';

/** How long typing must pause before a screen reader hears the count. */
export const ANNOUNCE_AFTER_MS = 1000;

interface Props {
  /** The visible count's id, for the field's aria-describedby (only while it shows: showsCount). */
  id: string;
  length: number;
  max: number;
}

/**
 * A field's characters left, shown once it nears its limit. The visible text is the field's
 * description (read when it gets focus); a separate polite live region repeats it once typing
 * pauses, as announcing every keystroke would bury the reader in numbers.
 */
export function CharacterCount({ id, length, max }: Props) {
  const t = useT(catalog);
  const text = showsCount(length, max) ? countText(length, max, t) : '';
  const [announced, setAnnounced] = useState('');
  // Nothing is announced on arrival (a long restored draft), only what typing changes.
  const lastSeen = useRef(text);

  useEffect(() => {
    if (text === lastSeen.current) return;
    lastSeen.current = text;
    // A count that went away (the field was cleared) leaves nothing stale for a screen reader to find.
    if (text === '') return setAnnounced('');
    const timer = setTimeout(() => setAnnounced(text), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <>
      {text && (
        <p id={id} className={styles.count}>
          {text}
        </p>
      )}
      <VisuallyHidden aria-live="polite">{announced}</VisuallyHidden>
    </>
  );
}
