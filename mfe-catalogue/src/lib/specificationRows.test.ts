import { findProduct } from '../data/products';
import { SPECIFICATION_TABLE } from '../data/specifications';
import { specificationRows } from './specificationRows';

it('shows the shared table unchanged for the standard 2440 mm sheets', () => {
  expect(specificationRows(findProduct(1)!)).toEqual(SPECIFICATION_TABLE.rows);
  expect(specificationRows(findProduct(11)!)).toEqual(SPECIFICATION_TABLE.rows);
});

it("states White sand's own 3000 mm length in the Size row and keeps the other rows", () => {
  const rows = specificationRows(findProduct(12)!);
  expect(rows.map((r) => r.value)).toEqual(['20cm x 300cm', '7.5mm', '300g per sqft', 'PVC and calcium carbonate']);
});
