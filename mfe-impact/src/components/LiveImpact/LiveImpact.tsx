import { useId, useRef } from 'react';
import { formatNumber, useInView, useLang, VisuallyHidden, type Lang } from 'shared-ui';
import { useImpactCounter } from '../../hooks/useImpactCounter';
import { derivedMetrics, type DerivedMetrics } from '../../lib/impactFigures';
import styles from './LiveImpact.module.css';

const METRICS: { label: string; value: (m: DerivedMetrics, lang: Lang) => string }[] = [
  { label: 'CO₂ reduced', value: (m, lang) => `${formatNumber(m.co2ReducedTonnes, 2, 2, lang)} t` },
  { label: 'Forest area protected', value: (m, lang) => `${formatNumber(m.areaProtectedHectares, 2, 2, lang)} ha` },
  { label: 'Species saved', value: (m, lang) => formatNumber(m.speciesSaved, 0, 0, lang) },
  { label: 'Monthly growth', value: (m, lang) => `${formatNumber(m.monthlyGrowthPercent, 1, 1, lang)}%` },
  { label: 'Carbon offset growth', value: (m, lang) => `${formatNumber(m.carbonOffsetGrowthPercent, 1, 1, lang)}%` },
];

/**
 * The Green Impact Monitor tab: the live count and what it stands for. The database (and the SDK)
 * is only reached once the widget nears the viewport. The number is deliberately not a live region:
 * a screen reader announcing it every 3 s would drown everything else.
 */
export function LiveImpact() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useInView(ref, { rootMargin: '200px' });
  const count = useImpactCounter(near);
  const metrics = count === null ? null : derivedMetrics(count);
  const labelId = useId();
  const lang = useLang();

  return (
    <div ref={ref} className={styles.live}>
      <div className={styles.counter}>
        <p id={labelId} className={styles.counterLabel}>
          Green impact index
        </p>
        {count === null ? (
          <p className={styles.loading} role="status">
            <VisuallyHidden>Loading the live count</VisuallyHidden>
          </p>
        ) : (
          <p className={styles.count} aria-describedby={labelId}>
            {formatNumber(count, 4, 4, lang)}
          </p>
        )}
        <p className={styles.note}>
          <span className={styles.pulse} aria-hidden="true" /> Live: grows every 3 seconds as our panels keep timber in
          the forest
        </p>
      </div>
      <dl className={styles.metrics}>
        {METRICS.map(({ label, value }) => (
          <div key={label} className={styles.metric}>
            <dt>{label}</dt>
            <dd>
              {metrics ? (
                value(metrics, lang)
              ) : (
                <span className={styles.pending}>
                  <VisuallyHidden>Loading</VisuallyHidden>
                </span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
