import { PANEL } from '@ecopanel/shared-ui/data';
import { SPECIFICATION_TABLE } from '../data/specifications';
import type { Product, SpecificationRow } from '../data/types';

/**
 * The shared table as a product page shows it. The table describes the standard 2.4 m sheet, so for
 * a longer sheet (White sand, 3000 mm) its Size row states that sheet's own length instead of a
 * length the buyer would not receive.
 */
export function specificationRows(product: Pick<Product, 'dimensions'>): readonly SpecificationRow[] {
  const { length, width } = product.dimensions;
  if (length === PANEL.standardLengthMm) return SPECIFICATION_TABLE.rows;
  return SPECIFICATION_TABLE.rows.map((row) =>
    row.label === 'Size' ? { ...row, value: `${width / 10}cm x ${length / 10}cm` } : row,
  );
}
