import { DASHBOARD, TREES_PER_SYMBOL } from '../../data/dashboard';
import { formatNumber, useLang, type Lang } from 'shared-ui';
import styles from './ImpactDashboard.module.css';

const d = DASHBOARD;

/** The figures in the page's language (the numbers' format; the words are English until translated). */
const figures = (lang: Lang): { value: string; unit: string; label: string; detail?: string }[] => [
  { value: formatNumber(d.woodSavedLft, 0, 0, lang), unit: 'LFT', label: 'of wood left in the forest' },
  {
    value: formatNumber(d.oxygenDailyLitres, 0, 0, lang),
    unit: 'L',
    label: 'of oxygen every day',
    detail: `${formatNumber(d.oxygenPerTreeLitres, 0, 0, lang)} L per tree`,
  },
  {
    value: formatNumber(d.oxygenAnnualLitres, 0, 0, lang),
    unit: 'L',
    label: 'of oxygen a year',
    detail: `${formatNumber(d.oxygenAnnualKg, 0, 0, lang)} kg by weight`,
  },
  { value: formatNumber(d.peopleSupported, 0, 0, lang), unit: '', label: 'people supported' },
  { value: formatNumber(d.carbonStoredKg, 0, 0, lang), unit: 'kg', label: 'of carbon stored' },
];

/** One tree of the pictogram (decorative: the figure's text says it all). */
function Tree() {
  return (
    <svg viewBox="0 0 24 32" width="24" height="32" aria-hidden="true" focusable="false" className={styles.tree}>
      <path d="M12 1 3 14h4l-5 8h20l-5-8h4z" fill="currentColor" />
      <rect x="10" y="22" width="4" height="9" rx="1" className={styles.trunk} />
    </svg>
  );
}

/** The Data Dashboard tab: the forest-preservation figures, the headline one drawn as trees. */
export function ImpactDashboard() {
  const lang = useLang();
  const symbols = Math.round(d.treesSavedAnnually / TREES_PER_SYMBOL);
  return (
    <div className={styles.dashboard}>
      <figure className={styles.headline}>
        <div
          className={styles.pictogram}
          role="img"
          aria-label={`${symbols} trees drawn, each standing for ${formatNumber(TREES_PER_SYMBOL, 0, 0, lang)} trees`}
        >
          {Array.from({ length: symbols }, (_, i) => (
            <Tree key={i} />
          ))}
        </div>
        <figcaption>
          <span className={styles.big}>{formatNumber(d.treesSavedAnnually, 0, 0, lang)}</span> trees saved annually
          <span className={styles.detail}>
            {d.treeSpecies}, {formatNumber(d.timberPerTreeLft, 0, 0, lang)} LFT (linear feet) of timber per tree
          </span>
        </figcaption>
      </figure>
      <dl className={styles.figures}>
        {figures(lang).map((f) => (
          <div key={f.label} className={styles.figure}>
            <dt>{f.label}</dt>
            <dd className={styles.value}>
              {f.value}
              {f.unit ? <span className={styles.unit}> {f.unit}</span> : null}
            </dd>
            {f.detail ? <dd className={styles.detail}>{f.detail}</dd> : null}
          </div>
        ))}
      </dl>
      <p className={styles.footnote}>
        Oxygen is given by volume. Assumed oxygen density: {formatNumber(d.oxygenDensityKgPerM3, 2, 2, lang)} kg/m³
        (1,000 L of oxygen weighs {formatNumber(d.oxygenDensityKgPerM3, 2, 2, lang)} kg).
      </p>
    </div>
  );
}
