import { DASHBOARD } from './dashboard';

it('states the 300,000 kg of oxygen that the annual litres weigh at the stated density', () => {
  const kg = (DASHBOARD.oxygenAnnualLitres / 1000) * DASHBOARD.oxygenDensityKgPerM3;
  // 299,999.7 kg, published rounded to the nearest thousand.
  expect(Math.round(kg / 1000) * 1000).toBe(DASHBOARD.oxygenAnnualKg);
  expect(DASHBOARD.oxygenAnnualKg).toBe(300_000);
});

it('keeps the published figures consistent with each other: daily oxygen and trees', () => {
  expect(DASHBOARD.treesSavedAnnually * DASHBOARD.oxygenPerTreeLitres).toBe(DASHBOARD.oxygenDailyLitres);
});
