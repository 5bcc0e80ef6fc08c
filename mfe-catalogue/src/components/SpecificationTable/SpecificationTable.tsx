import { useT } from '@ecopanel/shared-ui';
import { PANEL } from '@ecopanel/shared-ui/data';
import { productPageCatalog } from '../../features/product/i18n/catalog';
import type { SpecificationRow } from '../../data/types';
import styles from './SpecificationTable.module.css';

/** The panel's specification as a real table: one row header per property. */
export function SpecificationTable({ panel, rows }: { panel: string; rows: readonly SpecificationRow[] }) {
  const t = useT(productPageCatalog);
  // The table's four labels (data/specifications.ts).
  const label = (row: SpecificationRow) => row.label as 'Size' | 'Thickness' | 'Weight' | 'Material';
  return (
    <table className={styles.table}>
      {/* The width in cm for the Sinhala and Tamil caption, which write the inches in their own words. */}
      <caption className={styles.caption}>{t.node('spec.caption', { panel, widthCm: PANEL.widthMm / 10 })}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{t.node(`spec.${label(row)}`)}</th>
            <td>{t.node(`spec.value.${label(row)}`, { value: row.value, grams: PANEL.gramsPerSqft })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
