import { useEffect, useRef, useState } from 'react';
import { Img, useT } from '@ecopanel/shared-ui';
import { catalog } from '../../../../i18n/catalog';
import { contentText } from '../../../../i18n/contentText';
import type { Certificate } from '../../data/certificates';
import { IMG_BASE } from '../../../../lib/img';
import { useHydrated } from '../../lib/useHydrated';
import { Lightbox } from '../Lightbox/Lightbox';
import styles from './CertificateGallery.module.css';

/**
 * A grid of small, lazily loaded certificate thumbnails; a thumbnail opens the lightbox at that
 * document. On close, focus returns to the thumbnail of the document last shown. Each document's
 * title is in the page's language, or its English marked so where the language lacks it.
 */
export function CertificateGallery({ items }: { items: readonly Certificate[] }) {
  const t = useT(catalog);
  const [open, setOpen] = useState<number | null>(null);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const returnTo = useRef<number | null>(null);
  // The thumbnails are fetched once the page has hydrated, not from the server's HTML: on a slow
  // line the ten that lazy loading takes shared it with the code the page waits for, and the
  // spinner (SPINNER_MS) covers their arrival. bench/NOTES.md, "Fewer bytes before the certificate page
  // hydrates": every control hydrated 1.85 s against 2.2-2.3 s, median of 5, throttled.
  const hydrated = useHydrated();

  // Runs after the dialog's own clean-up (which refocuses the thumbnail that opened it), so the
  // visitor lands on the one they were last looking at.
  useEffect(() => {
    if (open !== null || returnTo.current === null) return;
    thumbs.current[returnTo.current]?.focus();
    returnTo.current = null;
  }, [open]);

  return (
    <>
      <ul className={styles.grid}>
        {items.map((item, i) => (
          <li key={item.id}>
            <button
              type="button"
              ref={(el) => {
                thumbs.current[i] = el;
              }}
              className={styles.thumb}
              aria-haspopup="dialog"
              onClick={() => setOpen(i)}
            >
              {hydrated ? (
                <Img base={IMG_BASE} spec={item.image} alt="" sizes="240px" className={styles.image} />
              ) : (
                <span className={styles.image} />
              )}
              <span className={styles.caption}>{contentText(t, `certificate.${item.id}.title`, item.title).node}</span>
            </button>
          </li>
        ))}
      </ul>
      {open !== null ? (
        <Lightbox
          items={items}
          index={open}
          onIndexChange={setOpen}
          onClose={() => {
            returnTo.current = open;
            setOpen(null);
          }}
        />
      ) : null}
    </>
  );
}
