import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ACCESSORIES, accessory, FINISHES, finishById, INSTALLATION, type Finish } from '@ecopanel/shared-ui/data';
import { GALLERY } from '../shell/src/data/gallery';
import { TESTIMONIALS } from '../shell/src/data/testimonials';
import { PRODUCTS } from '../mfe-catalogue/src/data/products';
import { projects } from '../mfe-resources/src/features/projects/data/projects';
import { projectDetails } from '../mfe-resources/src/features/projects/data/projectDetails';

// Every app's data and copy held to shared-ui's tables of product facts.

const ROOT = path.resolve(__dirname, '..');
// Every app of the manifest.
const APPS = (JSON.parse(readFileSync(path.join(ROOT, 'apps.json'), 'utf8')) as { apps: { dir: string }[] }).apps;
const SCANNED = [...APPS.map((app) => app.dir), 'shared-ui', 'releases', 'build-tools'];
/** The tables themselves: the only place the facts are written down. */
const TABLES = ['finishes.ts', 'accessories.ts', 'installation.ts', 'index.ts'].map((f) =>
  path.join(ROOT, 'shared-ui/src/data', f),
);

/** Every source file of every app and build tool, tests and build output aside. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory())
      return ['node_modules', 'dist', 'dist-server', 'public', 'test'].includes(name) ? [] : sourceFiles(file);
    return /\.(tsx?|mjs|cjs)$/.test(name) && !/\.test\.tsx?$/.test(name) && !TABLES.includes(file) ? [file] : [];
  });
}
const SOURCES = SCANNED.flatMap((app) => sourceFiles(path.join(ROOT, app))).map((file) => ({
  file: path.relative(ROOT, file),
  text: readFileSync(file, 'utf8'),
}));

/** Sentences (or lines of code) of a text, each on its own. */
const sentences = (text: string): string[] => text.split(/(?<=[.!?;])\s+|\n/).filter((s) => s.trim());

// ---- Batten spacing and temperature: a number written out anywhere must be the table's. ----

/** Each batten spacing a text states, as written: "600 mm centres", "battens max 600 mm apart". */
function battenSpacingsIn(text: string): number[] {
  const found: number[] = [];
  for (const sentence of sentences(text)) {
    for (const m of sentence.matchAll(/(\d[\d,]*)\s*mm\s*(?:centres|centers|apart|span\b|frame\b)/gi))
      found.push(Number(m[1]!.replace(/,/g, '')));
    for (const m of sentence.matchAll(/\bbattens?\b[^.]{0,60}?(\d{3,4})\s*mm/gi)) found.push(Number(m[1]));
  }
  return found;
}

const temperaturesIn = (text: string): number[] => [...text.matchAll(/(\d+)\s*°\s*C\b/g)].map((m) => Number(m[1]));

describe('the scanners find what they look for', () => {
  it('reads batten spacings however they are worded', () => {
    expect(battenSpacingsIn('Fix a level frame of battens at no more than 400 mm centres, running across.')).toContain(
      400,
    );
    expect(battenSpacingsIn('Battens max 600 mm apart.')).toContain(600);
    expect(battenSpacingsIn('It stays rigid across a 450 mm frame.')).toEqual([450]);
    expect(battenSpacingsIn('Panels are 200 mm wide and 2440 mm long.')).toEqual([]);
  });
  it('reads temperatures', () => {
    expect(temperaturesIn('up to 60 °C continuous, not 70°C')).toEqual([60, 70]);
  });
});

it('states one batten spacing everywhere: the installation table’s', () => {
  const other = SOURCES.flatMap(({ file, text }) =>
    battenSpacingsIn(text)
      .filter((mm) => mm !== INSTALLATION.battenSpacingMaxMm)
      .map((mm) => `${file}: ${mm} mm`),
  );
  expect(other).toEqual([]);
});

it('states one temperature limit everywhere: the installation table’s', () => {
  const other = SOURCES.flatMap(({ file, text }) =>
    temperaturesIn(text)
      .filter((c) => c !== INSTALLATION.maxContinuousTempC)
      .map((c) => `${file}: ${c} °C`),
  );
  expect(other).toEqual([]);
});

it('spaces the Hanging Clips one batten apart, as one clip fixes each strip at every batten', () => {
  expect(INSTALLATION.clipSpacingMm).toBe(INSTALLATION.battenSpacingMaxMm);
  expect(INSTALLATION.battenSpacingMaxMm).toBe(600);
  expect(INSTALLATION.maxContinuousTempC).toBe(60);
});

// ---- Finish colours: drawn from the table only, and never described as another colour. ----

const COLOUR_WORDS = [
  'brown',
  'grey',
  'gray',
  'cream',
  'white',
  'golden',
  'gold',
  'red',
  'reddish',
  'honey',
  'chocolate',
  'silver',
  'black',
  'yellow',
  'orange',
  'tan',
  'beige',
  'green',
  'blue',
  'pink',
];

/** A finish's name as a proper noun: first letter as written, the rest in any case ("Silver Oak" = "Silver OAK"). */
const nameRegExp = (name: string) =>
  new RegExp(
    `\\b${name[0]}${[...name.slice(1)].map((c) => (/[a-z]/i.test(c) ? `[${c.toLowerCase()}${c.toUpperCase()}]` : c)).join('')}\\b`,
    'g',
  );
// Longest names first, so that "Golden Teak" is not also read as "Teak".
const BY_LENGTH = [...FINISHES].sort((a, b) => b.name.length - a.name.length);

/** The finishes a sentence names, and the colour words it uses outside those names. */
function colourClaims(sentence: string): { finishes: Finish[]; colours: string[] } {
  let rest = sentence;
  const finishes: Finish[] = [];
  for (const f of BY_LENGTH) {
    if (nameRegExp(f.name).test(rest)) {
      finishes.push(f);
      rest = rest.replace(nameRegExp(f.name), ' ');
    }
  }
  const colours = (rest.toLowerCase().match(/[a-z]+/g) ?? []).filter((w) => COLOUR_WORDS.includes(w));
  return { finishes, colours };
}

/** The colour words a finish may be described with: those of its own colour name and look. */
const allowedColours = (f: Finish) => colourClaims(`${f.colourName} ${f.look}`).colours;

/** Sentences that give one finish a colour the table does not. */
function wrongColours(text: string): string[] {
  return sentences(text).flatMap((sentence) => {
    const { finishes, colours } = colourClaims(sentence);
    if (finishes.length !== 1) return [];
    const wrong = colours.filter((c) => !allowedColours(finishes[0]!).includes(c));
    return wrong.length ? [`${finishes[0]!.name} called ${wrong.join(', ')}: ${sentence.trim()}`] : [];
  });
}

describe('the colour check', () => {
  it('catches a finish given another colour, and lets its own colour pass', () => {
    expect(wrongColours('Burma Teak is a warm brown.')).toEqual([
      'Burma Teak called brown: Burma Teak is a warm brown.',
    ]);
    expect(wrongColours('Burma Teak has a subtle grey texture.')).toEqual([]);
    expect(wrongColours('Rich Brown panels in a golden hall.')).toEqual([
      'Rich Brown called golden: Rich Brown panels in a golden hall.',
    ]);
    expect(wrongColours('Golden Teak and White sand, side by side.')).toEqual([]);
  });
});

it('draws each finish only in the finish table’s colour', () => {
  // A colour written next to a finish's name or id (or its camelCase) is a second table of colours;
  // a lookup in the table, finishById('maple'), is not.
  const camel = (id: string) => id.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
  const keys = FINISHES.flatMap((f) => [f.name, f.id, camel(f.id)]);
  const drawnElsewhere = SOURCES.flatMap(({ file, text }) =>
    text
      .split('\n')
      .map((line) => line.replace(/finishById\([^)]*\)/g, ''))
      .filter(
        (line) => /#[0-9a-f]{6}\b/i.test(line) && keys.some((k) => new RegExp(`['"\\s{]${k}['":]`, 'i').test(line)),
      )
      .map((line) => `${file}: ${line.trim()}`),
  );
  expect(drawnElsewhere).toEqual([]);
});

it('never describes a finish in another colour than the table’s', () => {
  const described = SOURCES.flatMap(({ file, text }) => wrongColours(text).map((w) => `${file}: ${w}`));
  expect(described).toEqual([]);
});

it('describes each product in its own finish’s colour', () => {
  const wrong = PRODUCTS.flatMap((p) => {
    const finish = FINISHES.find((f) => f.productId === p.id)!;
    return [p.description, ...p.features, p.image.alt].flatMap((text) =>
      colourClaims(text.replace(p.title, ''))
        .colours.filter((c) => !allowedColours(finish).includes(c))
        .map((c) => `${p.title}: ${c} in "${text}"`),
    );
  });
  expect(wrong).toEqual([]);
});

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
