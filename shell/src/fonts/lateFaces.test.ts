import { readFileSync } from 'node:fs';
import path from 'node:path';
import { addLateFaces, familiesOf } from './lateFaces';

// The CSS as the browser gets it: the build writes each @fontsource file's /static/ URL.
const css = readFileSync(path.join(__dirname, 'langFonts.css'), 'utf8').replace(
  /url\('@fontsource\/[^/]+\/files\/([^']+)\.woff2'\)/g,
  "url('/static/$1.0123456789.woff2')",
);

type Loaded = { family: string; source: string; descriptors: FontFaceDescriptors };

/** A FontFace whose load the test settles, and the set the page's faces are added to. */
function fakeFonts(fail: RegExp = /$^/) {
  const loads: Array<{ face: Loaded; settle: () => void }> = [];
  const added: Loaded[] = [];
  class FakeFontFace {
    constructor(
      readonly family: string,
      readonly source: string,
      readonly descriptors: FontFaceDescriptors,
    ) {}
    load() {
      return new Promise<this>((resolve, reject) =>
        loads.push({
          face: this,
          settle: () => (fail.test(this.source) ? reject(new Error('NetworkError')) : resolve(this)),
        }),
      );
    }
  }
  Object.assign(window, { FontFace: FakeFontFace });
  Object.defineProperty(document, 'fonts', { configurable: true, value: { add: (face: Loaded) => added.push(face) } });
  return { loads, added };
}

function page(lang: string) {
  document.documentElement.lang = lang;
  document.head.innerHTML = `<style>:root{--font-sans:system-ui,sans-serif}body{font-family:var(--font-sans)}${css}</style>`;
}

afterEach(() => {
  document.head.innerHTML = '';
  Reflect.deleteProperty(window, 'FontFace');
});

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

test('reads the font families of a computed stack, quoted or not', () => {
  expect(familiesOf('"Noto Sans Sinhala", "Noto Sans Sinhala Fallback", system-ui, sans-serif')).toEqual([
    'Noto Sans Sinhala',
    'Noto Sans Sinhala Fallback',
    'system-ui',
    'sans-serif',
  ]);
});

test('a Sinhala page adds its two Noto faces from langFonts.css, both at once when both have loaded; no Tamil face', async () => {
  const { loads, added } = fakeFonts();
  page('si');
  const done = addLateFaces();
  expect(loads.map(({ face }) => [face.family, face.descriptors.weight])).toEqual([
    ['Noto Sans Sinhala', '400'],
    ['Noto Sans Sinhala', '700'],
  ]);
  expect(loads[0]?.face.source).toMatch(
    /url\(['"]?\/static\/noto-sans-sinhala-sinhala-400-normal\.0123456789\.woff2['"]?\) format\(['"]?woff2['"]?\)/,
  );
  expect(loads[1]?.face.source).toMatch(/noto-sans-sinhala-sinhala-700-normal/);
  for (const { face } of loads) {
    expect(face.descriptors.display).toBe('swap');
    expect(face.descriptors.unicodeRange).toMatch(/U\+0?D81-0?DF4/i);
  }
  loads[0]?.settle();
  await settled();
  expect(added).toEqual([]);
  loads[1]?.settle();
  await done;
  expect(added.map((face) => face.descriptors.weight)).toEqual(['400', '700']);
});

test('a Tamil page adds the Tamil faces; an English page loads none', async () => {
  const { loads } = fakeFonts();
  page('ta');
  void addLateFaces();
  expect(loads.map(({ face }) => face.family)).toEqual(['Noto Sans Tamil', 'Noto Sans Tamil']);
  page('en');
  await addLateFaces();
  expect(loads).toHaveLength(2);
});

test('a face that fails to load leaves the other added, and the page on its system face', async () => {
  const { loads, added } = fakeFonts(/700-normal/);
  page('si');
  const done = addLateFaces();
  loads.forEach(({ settle }) => settle());
  await expect(done).resolves.toBeUndefined();
  expect(added.map((face) => face.descriptors.weight)).toEqual(['400']);
});

test('a browser without the FontFace API keeps the system face', async () => {
  page('si');
  await expect(addLateFaces()).resolves.toBeUndefined();
});
