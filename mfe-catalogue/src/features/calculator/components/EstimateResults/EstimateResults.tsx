import { useId, type ReactNode } from 'react';
import { EDGE_TRIM_NAME } from '../../data/calculator';
import { areaInWords } from '../../lib/estimateSteps';
import type { PanelEstimate } from '../../lib/panelEstimate';
import styles from './EstimateResults.module.css';
import { formatNumber, RouteLink, useT } from '@ecopanel/shared-ui';
import { calculatorCatalog } from '../../i18n/catalog';

interface Props {
  estimate: PanelEstimate;
  panelLengthMm: number;
  /** The cutting plan, one sentence a step (cuttingPlan), in the page's language. */
  plan: readonly string[];
  /** How the weight, trim and clips were reached (otherSteps). */
  steps: readonly string[];
  /** Where "Request a quotation for this" goes: /contact with the estimate in its query. */
  quotationHref: string;
}

/** A numbered list of worked steps under its heading. */
function Steps({ heading, steps }: { heading: ReactNode; steps: readonly string[] }) {
  const id = useId();
  return (
    <>
      <h3 id={id} className={styles.subheading}>
        {heading}
      </h3>
      {/* In the page's language (lib/estimateSteps, every id in si.json and ta.json: i18n/catalog.test.ts). */}
      <ol className={styles.steps} aria-labelledby={id}>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </>
  );
}

/** The figures of a valid estimate, the cutting plan behind them, and the way to ask for a price. */
export function EstimateResults({ estimate: e, panelLengthMm, plan, steps, quotationHref }: Props) {
  const t = useT(calculatorCatalog);
  const { lang } = t;
  const count = (value: number) => formatNumber(value, 0, 0, lang);
  const figures: [ReactNode, string][] = [
    [t.node('result.area'), areaInWords(e, lang)],
    [t.node('result.panels'), count(e.panels)],
    [t.node('result.planned'), count(e.panelsBeforeWastage)],
    [t.node('result.weight'), `${formatNumber(e.weightKg, 1, 1, lang)} kg`],
    [t.node('result.trim', { trim: EDGE_TRIM_NAME }), `${count(e.trimLengths)} × ${panelLengthMm} mm`],
    [t.node('result.clips'), count(e.clips)],
  ];
  return (
    <div className={styles.results}>
      <dl className={styles.figures}>
        {figures.map(([label, value], i) => (
          // Six figures in a fixed order, so their place is their key.
          <div key={i} className={styles.figure}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>

      <Steps heading={t.node('result.plan')} steps={plan} />
      <Steps heading={t.node('result.steps')} steps={steps} />

      <RouteLink to={quotationHref} className={styles.quote}>
        {t.node('result.quote')}
      </RouteLink>
      <p className={styles.note}>{t.node('result.note')}</p>
    </div>
  );
}
