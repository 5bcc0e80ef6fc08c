import { useRef, type ReactNode } from 'react';
import { useInView, VisuallyHidden, useT } from '@ecopanel/shared-ui';
import { STORY_STATS, type StoryStat } from '../../../data/story';
import { Section } from '../../section/Section';
import { useCountUp } from './useCountUp';
import styles from './Stats.module.css';
import { storyCatalog } from '../i18n/catalog';
import { dataText } from '../../../i18n/dataText';

export const COUNT_UP_MS = 2000;

function Stat({ stat, start, label }: { stat: StoryStat; start: boolean; label: ReactNode }) {
  const value = useCountUp(stat.value, COUNT_UP_MS, start);
  const final = `${stat.value}${stat.suffix}`;
  return (
    <li className={styles.stat}>
      {/* The box is sized by the final figure and the count is drawn from its left edge, so nothing
          moves while it runs; screen readers get only the final figure. */}
      <span className={styles.figure} data-final={final}>
        <span aria-hidden="true" className={styles.count}>
          {value}
          {stat.suffix}
        </span>
        <VisuallyHidden>{final}</VisuallyHidden>
      </span>
      <span className={styles.label}>{label}</span>
    </li>
  );
}

/** The four figures count up over 2 s, once, when the block first scrolls into view. */
export function Stats() {
  const t = useT(storyCatalog);
  const ref = useRef<HTMLUListElement>(null);
  const inView = useInView(ref, { rootMargin: '0px 0px -15% 0px' });
  return (
    <Section title={t.node('section.stats')}>
      <ul ref={ref} className={styles.stats}>
        {STORY_STATS.map((s, i) => (
          <Stat key={s.label} stat={s} start={inView} label={dataText(t, `stat.${i + 1}`, s.label)} />
        ))}
      </ul>
    </Section>
  );
}
