import { useId, useRef } from 'react';
import { formatNumber, useInView, useT, VisuallyHidden, type Lang } from '@ecopanel/shared-ui';
import { catalog } from '../../i18n/catalog';
import type en from '../../i18n/en.json';
import { useImpactCounter } from '../../hooks/useImpactCounter';
import { derivedMetrics, type DerivedMetrics } from '../../lib/impactFigures';
import styles from './LiveImpact.module.css';

const METRICS: { label: keyof typeof en; value: (m: DerivedMetrics, lang: Lang) => string }[] = [
  { label: 'live.co2', value: (m, lang) => `${formatNumber(m.co2ReducedTonnes, 2, 2, lang)} t` },
  { label: 'live.area', value: (m, lang) => `${formatNumber(m.areaProtectedHectares, 2, 2, lang)} ha` },
  { label: 'live.species', value: (m, lang) => formatNumber(m.speciesSaved, 0, 0, lang) },
  { label: 'live.monthly', value: (m, lang) => `${formatNumber(m.monthlyGrowthPercent, 1, 1, lang)}%` },
  { label: 'live.offset', value: (m, lang) => `${formatNumber(m.carbonOffsetGrowthPercent, 1, 1, lang)}%` },
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
  const t = useT(catalog);
  const { lang } = t;

  return (
    <div ref={ref} className={styles.live}>
      <div className={styles.counter}>
        <p id={labelId} className={styles.counterLabel}>
          {t.node('live.index')}
        </p>
        {count === null ? (
          <p className={styles.loading} role="status">
            <VisuallyHidden>{t.node('live.loadingCount')}</VisuallyHidden>
          </p>
        ) : (
          <p className={styles.count} aria-describedby={labelId}>
            {formatNumber(count, 4, 4, lang)}
          </p>
        )}
        <p className={styles.note}>
          <span className={styles.pulse} aria-hidden="true" /> {t.node('live.note')}
        </p>
      </div>
      <dl className={styles.metrics}>
        {METRICS.map(({ label, value }) => (
          <div key={label} className={styles.metric}>
            <dt>{t.node(label)}</dt>
            <dd>
              {metrics ? (
                value(metrics, lang)
              ) : (
                <span className={styles.pending}>
                  <VisuallyHidden>{t.node('live.loading')}</VisuallyHidden>
                </span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
