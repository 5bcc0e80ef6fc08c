import { EDGE_TRIM_NAME } from '../../data/calculator';
import { formatNumber } from '../../lib/formatNumber';
import { areaInWords } from '../../lib/estimateSteps';
import type { PanelEstimate } from '../../lib/panelEstimate';
import { RouteLink } from '../RouteLink/RouteLink';
import styles from './EstimateResults.module.css';

interface Props {
  estimate: PanelEstimate;
  panelLengthMm: number;
  /** The reasoning, one sentence a step (estimateSteps). */
  steps: readonly string[];
  /** Where "Request a quotation for this" goes: /contact with the estimate in its query. */
  quotationHref: string;
}

/** The figures of a valid estimate, how they were reached, and the way to ask for a price. */
export function EstimateResults({ estimate: e, panelLengthMm, steps, quotationHref }: Props) {
  const figures: [string, string][] = [
    ['Ceiling area', areaInWords(e)],
    ['Panels to order', formatNumber(e.panels)],
    ['Total panel weight', `${formatNumber(e.weightKg, 1, 1)} kg`],
    [`${EDGE_TRIM_NAME} edge trim`, `${formatNumber(e.trimLengths)} × ${panelLengthMm} mm`],
    ['Hanging clips', formatNumber(e.clips)],
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

      <h3 className={styles.subheading}>How we worked it out</h3>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>

      <RouteLink to={quotationHref} className={styles.quote}>
        Request a quotation for this
      </RouteLink>
      <p className={styles.note}>The quotation form opens with these figures filled in; you can change anything before sending.</p>
    </div>
  );
}
