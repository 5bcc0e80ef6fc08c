import { useId } from 'react';
import { EDGE_TRIM_NAME } from '../../data/calculator';
import { areaInWords } from '../../lib/estimateSteps';
import type { PanelEstimate } from '../../lib/panelEstimate';
import styles from './EstimateResults.module.css';
import { formatNumber, RouteLink, useLang } from 'shared-ui';

interface Props {
  estimate: PanelEstimate;
  panelLengthMm: number;
  /** The cutting plan, one sentence a step (cuttingPlan). */
  plan: readonly string[];
  /** How the weight, trim and clips were reached (otherSteps). */
  steps: readonly string[];
  /** Where "Request a quotation for this" goes: /contact with the estimate in its query. */
  quotationHref: string;
}

/** The figures of a valid estimate, the cutting plan behind them, and the way to ask for a price. */
export function EstimateResults({ estimate: e, panelLengthMm, plan, steps, quotationHref }: Props) {
  const planId = useId();
  const stepsId = useId();
  const lang = useLang();
  const count = (value: number) => formatNumber(value, 0, 0, lang);
  const figures: [string, string][] = [
    ['Ceiling area', areaInWords(e, lang)],
    ['Panels to order', count(e.panels)],
    ['Panels in the cutting plan', count(e.panelsBeforeWastage)],
    ['Total panel weight', `${formatNumber(e.weightKg, 1, 1, lang)} kg`],
    [`${EDGE_TRIM_NAME} edge trim`, `${count(e.trimLengths)} × ${panelLengthMm} mm`],
    ['Hanging clips', count(e.clips)],
  ];
  return (
    <div className={styles.results}>
      <dl className={styles.figures}>
        {figures.map(([label, value]) => (
          <div key={label} className={styles.figure}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>

      <h3 id={planId} className={styles.subheading}>
        Cutting plan
      </h3>
      <ol className={styles.steps} aria-labelledby={planId}>
        {plan.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>

      <h3 id={stepsId} className={styles.subheading}>
        Weight, trim and clips
      </h3>
      <ol className={styles.steps} aria-labelledby={stepsId}>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>

      <RouteLink to={quotationHref} className={styles.quote}>
        Request a quotation for this
      </RouteLink>
      <p className={styles.note}>
        The quotation form opens with these figures filled in; you can change anything before sending.
      </p>
    </div>
  );
}
