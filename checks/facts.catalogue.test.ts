// Every app's data and copy held to shared-ui's tables of finishes and accessories as SPEC section 3
// lists them, and to the claims and project stories the issue found contradicted.
import { ACCESSORIES, accessory, FINISHES, finishById } from '@ecopanel/shared-ui/data';
import { GALLERY } from '../shell/src/data/gallery';
import { TESTIMONIALS } from '../shell/src/data/testimonials';
import { PRODUCTS } from '../mfe-catalogue/src/data/products';
import { projects } from '../mfe-resources/src/features/projects/data/projects';
import { projectDetails } from '../mfe-resources/src/features/projects/data/projectDetails';
import { SOURCES, sentences } from './factsSources';

it('holds the twelve finishes of SPEC section 3 with their sizes, Burma Teak in subtle grey', () => {
  // The spec's twelve names are listed once, in the catalogue's products test: each finish is the
  // product it names, in the same order.
  expect(FINISHES.map((f) => `${f.name} Ceiling Sheet`)).toEqual(PRODUCTS.map((p) => p.title));
  expect(FINISHES.map((f) => f.productId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  expect(new Set(FINISHES.map((f) => f.id)).size).toBe(12);
  expect(new Set(FINISHES.map((f) => f.colour)).size).toBe(12);
  for (const f of FINISHES) {
    expect([f.name, f.lengthMm, f.widthMm, f.thicknessMm, f.weightGramsPerSqft]).toEqual([
      f.name,
      f.id === 'white-sand' ? 3000 : 2440,
      200,
      7.5,
      300,
    ]);
    expect(f.colour).toMatch(/^#[0-9a-f]{6}$/);
    expect(f.grain).toBeGreaterThan(0);
    expect(f.grain).toBeLessThanOrEqual(1);
  }
  expect(finishById('burma-teak').colourName).toBe('subtle grey');
  expect(finishById('burma-teak').look).toMatch(/subtle grey texture/);
});

// ---- Accessories: one use each. ----

it('holds the six accessories of SPEC section 3, each with one use the site repeats', () => {
  expect(ACCESSORIES.map((a) => a.name)).toEqual([
    'Crossing Corner',
    'Hanging Clip',
    'H-Corner',
    'Top-Corner',
    'U-Corner',
    'W-Corner',
  ]);
  expect(accessory('W-Corner').use).toMatch(/outside corners/);
  expect(accessory('Hanging Clip').use).toMatch(/strip.*batten/);
});

it('never calls the W-Corner an inside trim or the Hanging Clip a frame hanger', () => {
  const contradictions = SOURCES.flatMap(({ file, text }) =>
    sentences(text)
      .filter(
        (s) =>
          (/W-Corner/.test(s) && /\b(inside|internal|inner)\b/i.test(s)) ||
          (/Hanging Clips?/i.test(s) && /\b(suspend\w*|roof)\b/i.test(s)),
      )
      .map((s) => `${file}: ${s.trim()}`),
  );
  expect(contradictions).toEqual([]);
});

// ---- Claims the issue found contradicted. ----

it('makes no "virgin-grade" claim beside the recycled-content ones', () => {
  expect(SOURCES.filter(({ text }) => /virgin/i.test(text)).map(({ file }) => file)).toEqual([]);
  expect(SOURCES.some(({ text }) => /regrind/i.test(text))).toBe(true);
});

it('tells the story of each project the same way on the home page as on the projects pages', () => {
  const office = projects.find((p) => p.clientName === 'Colombo 03')!;
  const officeDetail = projectDetails.find((p) => p.id === office.id)!;
  const gallery = GALLERY.find((g) => g.description.includes('Colombo 03'))!;
  expect(office.description).toMatch(/Maple/);
  expect(gallery.finish).toBe('maple');
  expect(gallery.description).toMatch(/^Maple .*five weekends/);
  expect(officeDetail.solutions.join(' ')).toMatch(/five weekends/);

  const restaurant = projects.find((p) => p.clientName === 'Bentota')!;
  const review = TESTIMONIALS.find((t) => t.role.includes('Bentota'))!;
  expect(restaurant.description).toMatch(/^Jack Wood/);
  expect(review.text).toMatch(/Jack Wood panels .* restaurant/);
  expect(review.text).not.toMatch(/\bTeak\b/);
});
