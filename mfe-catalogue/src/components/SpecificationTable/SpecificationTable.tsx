import type { SpecificationRow } from '../../data/types';
import styles from './SpecificationTable.module.css';

/** The panel's specification as a real table: one row header per property. */
export function SpecificationTable({ panel, rows }: { panel: string; rows: readonly SpecificationRow[] }) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{panel} panel</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
