import { useEffect, useState, type CSSProperties } from 'react';
import { Img, StarRating, usePrefersReducedMotion, useT } from '@ecopanel/shared-ui';
import { TESTIMONIALS } from '../../../data/testimonials';
import { IMG_BASE } from '../../../lib/img';
import { Section } from '../../section/Section';
import { Dots } from '../carousel/Dots';
import { useAutoAdvance } from '../carousel/useAutoAdvance';
import { useEngaged } from '../carousel/useEngaged';
import styles from './Testimonials.module.css';
import { homeCatalog } from '../i18n/catalog';
import { dataText } from '../../../i18n/dataText';

export const TESTIMONIAL_INTERVAL_MS = 5000;
/** Most cards on screen at once (large screens); CSS shows fewer on smaller ones. */
const MAX_VISIBLE = 3;
const N = TESTIMONIALS.length;
/** The track repeats the first cards after the last, so moving on from the end slides forward too. */
const TRACK = [...TESTIMONIALS, ...TESTIMONIALS.slice(0, MAX_VISIBLE)];

/**
 * Ten testimonials on a sliding track (every card in it, so its height is the tallest card's and
 * never changes). Moves on every 5 s until the visitor uses any control, then stays where they put it.
 */
export function Testimonials() {
  const t = useT(homeCatalog);
  // `pos` may run into the repeated cards (N..N+2); `animate` is off for the jumps that hide that.
  const [{ pos, animate }, setTrack] = useState({ pos: 0, animate: true });
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  // Read after mount, so the server's HTML and the first client render agree.
  const [holdStill, setHoldStill] = useState(false);
  useEffect(() => setHoldStill(reducedMotion), [reducedMotion]);
  const { engaged, handlers } = useEngaged();
  const first = pos % N;

  const next = () => setTrack((t) => ({ pos: (t.pos >= N ? t.pos - N : t.pos) + 1, animate: true }));
  const previous = () =>
    setTrack((t) => (t.pos % N === 0 ? { pos: N - 1, animate: false } : { pos: (t.pos % N) - 1, animate: true }));
  const control = (move: () => void) => () => {
    setStopped(true);
    move();
  };

  const auto = !stopped && !engaged && !holdStill;
  useAutoAdvance(auto, TESTIMONIAL_INTERVAL_MS, pos, next);

  return (
    <Section title={t.node('section.testimonials')} intro={t.node('intro.testimonials')}>
      <div
        className={styles.carousel}
        aria-roledescription="carousel"
        aria-label={t('testimonials.label')}
        role="region"
        {...handlers}
      >
        <div className={styles.viewport} aria-live={auto ? 'off' : 'polite'}>
          <ul
            className={styles.track}
            // (Under reduced motion the site's tokens cut every transition to nothing.)
            data-animate={animate}
            style={{ '--pos': pos } as CSSProperties}
            // After sliding onto the repeated cards, jump back to the originals unseen.
            onTransitionEnd={() => setTrack((t) => (t.pos >= N ? { pos: t.pos - N, animate: false } : t))}
          >
            {TRACK.map((card, i) => {
              const n = (i % N) + 1;
              // Exposed are the cards at the track's window, in the order they are seen.
              const hidden = i < pos || i >= pos + MAX_VISIBLE;
              return (
                <li key={i} className={styles.card} aria-hidden={hidden || undefined} inert={hidden}>
                  <figure className={styles.figure}>
                    <StarRating value={card.rating} className={styles.stars} />
                    <blockquote className={styles.quote}>
                      <p>{dataText(t, `testimonial.${n}.text`, card.text)}</p>
                    </blockquote>
                    <figcaption className={styles.person}>
                      <Img base={IMG_BASE} spec={card.avatar} alt="" sizes="3rem" className={styles.avatar} />
                      <span>
                        <span className={styles.author}>{card.author}</span>
                        <span className={styles.role}>{dataText(t, `testimonial.${n}.role`, card.role)}</span>
                      </span>
                    </figcaption>
                  </figure>
                </li>
              );
            })}
          </ul>
        </div>
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            aria-label={t('testimonials.previous')}
            onClick={control(previous)}
          >
            <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
              <path d="M12.5 4l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
          <div className={styles.dots}>
            <Dots
              count={N}
              current={first}
              label={t('testimonials.choose')}
              dotLabel={(i) => t('testimonials.goTo', { n: i + 1 })}
              onSelect={(i) => {
                setStopped(true);
                setTrack({ pos: i, animate: true });
              }}
            />
          </div>
          <button type="button" className={styles.arrow} aria-label={t('testimonials.next')} onClick={control(next)}>
            <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
              <path d="M7.5 4l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        </div>
      </div>
    </Section>
  );
}
