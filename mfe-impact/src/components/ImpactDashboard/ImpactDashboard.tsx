import { DASHBOARD, TREES_PER_SYMBOL } from '../../data/dashboard';
import { formatNumber, useT, type Lang } from '@ecopanel/shared-ui';
import { catalog } from '../../i18n/catalog';
import type en from '../../i18n/en.json';
import styles from './ImpactDashboard.module.css';

const d = DASHBOARD;

type MessageId = keyof typeof en;

/** Each figure: its value and unit, what it is, and a detail line (a message and its values). */
/** The figures, their numbers in the page's language. */
const figures = (
  lang: Lang,
): { value: string; unit: string; label: MessageId; detail?: [MessageId, Record<string, string>] }[] => [
  { value: formatNumber(d.woodSavedLft, 0, 0, lang), unit: 'LFT', label: 'dashboard.wood' },
  {
    value: formatNumber(d.oxygenDailyLitres, 0, 0, lang),
    unit: 'L',
    label: 'dashboard.oxygenDaily',
    detail: ['dashboard.perTree', { litres: formatNumber(d.oxygenPerTreeLitres, 0, 0, lang) }],
  },
  {
    value: formatNumber(d.oxygenAnnualLitres, 0, 0, lang),
    unit: 'L',
    label: 'dashboard.oxygenAnnual',
    detail: ['dashboard.byWeight', { kg: formatNumber(d.oxygenAnnualKg, 0, 0, lang) }],
  },
  { value: formatNumber(d.peopleSupported, 0, 0, lang), unit: '', label: 'dashboard.people' },
  { value: formatNumber(d.carbonStoredKg, 0, 0, lang), unit: 'kg', label: 'dashboard.carbon' },
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
  const symbols = Math.round(d.treesSavedAnnually / TREES_PER_SYMBOL);
  const t = useT(catalog);
  const { lang } = t;
  const density = formatNumber(d.oxygenDensityKgPerM3, 2, 2, lang);
  return (
    <div className={styles.dashboard}>
      <figure className={styles.headline}>
        <div
          className={styles.pictogram}
          role="img"
          aria-label={t('dashboard.pictogram', {
            symbols: String(symbols),
            trees: formatNumber(TREES_PER_SYMBOL, 0, 0, lang),
          })}
        >
          {Array.from({ length: symbols }, (_, i) => (
            <Tree key={i} />
          ))}
        </div>
        <figcaption>
          <span className={styles.big}>{formatNumber(d.treesSavedAnnually, 0, 0, lang)}</span>{' '}
          {t.node('dashboard.treesSaved')}
          <span className={styles.detail}>
            {t.node('dashboard.timber', { species: d.treeSpecies, lft: formatNumber(d.timberPerTreeLft, 0, 0, lang) })}
          </span>
        </figcaption>
      </figure>
      <dl className={styles.figures}>
        {figures(lang).map((f) => (
          <div key={f.label} className={styles.figure}>
            <dt>{t.node(f.label)}</dt>
            <dd className={styles.value}>
              {f.value}
              {f.unit ? <span className={styles.unit}> {f.unit}</span> : null}
            </dd>
            {f.detail ? <dd className={styles.detail}>{t.node(...f.detail)}</dd> : null}
          </div>
        ))}
      </dl>
      <p className={styles.footnote}>{t.node('dashboard.footnote', { density })}</p>
    </div>
  );
}
