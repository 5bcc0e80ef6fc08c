/** The Data Dashboard's static forest-preservation figures (SPEC section 9), as published. */
export interface DashboardFigures {
  treesSavedAnnually: number;
  treeSpecies: string;
  timberPerTreeLft: number;
  woodSavedLft: number;
  oxygenDailyLitres: number;
  oxygenPerTreeLitres: number;
  oxygenAnnualLitres: number;
  /**
   * SPEC section 9's "300,000 kg oxygen": the annual oxygen by weight, which is what the litres
   * come to at the stated density (209,790,000 L = 209,790 m³ x 1.43 kg/m³ = 299,999.7 kg).
   */
  oxygenAnnualKg: number;
  peopleSupported: number;
  carbonStoredKg: number;
  oxygenDensityKgPerM3: number;
}

export const DASHBOARD: DashboardFigures = {
  treesSavedAnnually: 22_500,
  treeSpecies: 'Lunumidella',
  timberPerTreeLft: 60,
  woodSavedLft: 134_181_600,
  oxygenDailyLitres: 6_187_500,
  oxygenPerTreeLitres: 275,
  oxygenAnnualLitres: 209_790_000,
  oxygenAnnualKg: 300_000,
  peopleSupported: 357_143,
  carbonStoredKg: 112_500,
  oxygenDensityKgPerM3: 1.43,
};

/** Trees one symbol stands for in the dashboard's pictogram. */
export const TREES_PER_SYMBOL = 2_500;
