import { useId, type CSSProperties, type KeyboardEvent } from 'react';
import { Img, useT } from '@ecopanel/shared-ui';
import { DateText, Dialog } from '@ecopanel/shared-ui/widgets';
import { catalog } from '../../../../i18n/catalog';
import { contentText } from '../../../../i18n/contentText';
import type { Certificate } from '../../data/certificates';
import { IMG_BASE } from '../../../../lib/img';
import { wrapIndex } from '../../lib/wrapIndex';
import styles from './Lightbox.module.css';

interface Props {
  items: readonly Certificate[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * A certificate at full size in a modal dialog. Previous and Next (buttons, or the arrow keys) go
 * round: before the first comes the last.
 */
export function Lightbox({ items, index, onIndexChange, onClose }: Props) {
  const t = useT(catalog);
  const titleId = useId();
  const item = items[index];
  if (!item) return null;
  const title = contentText(t, `certificate.${item.id}.title`, item.title);
  const go = (step: number) => onIndexChange(wrapIndex(index, step, items.length));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      go(event.key === 'ArrowLeft' ? -1 : 1);
    }
  };
  const ratio = { '--ratio': item.fullImage.width / item.fullImage.height } as CSSProperties;

  return (
    <Dialog labelledBy={titleId} onClose={onClose} onKeyDown={onKeyDown} className={styles.dialog}>
      <h2 id={titleId} className={styles.title}>
        {title.node}
      </h2>
      <p className={styles.meta}>
        {t.node('lightbox.number', { number: item.number })} &middot;{' '}
        {contentText(t, `certificate.${item.kind}.issuer`, item.issuer).node} &middot; <DateText iso={item.date} />
      </p>
      <Img
        key={item.id}
        base={IMG_BASE}
        spec={item.fullImage}
        alt={title.text}
        priority
        className={styles.image}
        style={ratio}
      />
      <div className={styles.controls}>
        <button type="button" className={styles.nav} aria-label={t('lightbox.previous')} onClick={() => go(-1)}>
          <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
            <path d="M12.5 4l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2.5" />
          </svg>
        </button>
        <p className={styles.position} aria-live="polite">
          {t.node('lightbox.position', { index: index + 1, count: items.length })}
        </p>
        <button type="button" className={styles.nav} aria-label={t('lightbox.next')} onClick={() => go(1)}>
          <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
            <path d="M7.5 4l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.5" />
          </svg>
        </button>
      </div>
    </Dialog>
  );
}
