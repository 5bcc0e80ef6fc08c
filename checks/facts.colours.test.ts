// Every app's data and copy held to shared-ui's finish table: each finish drawn in the table's colour
// only, and never described as another colour.
import { FINISHES, type Finish } from '@ecopanel/shared-ui/data';
import { PRODUCTS } from '../mfe-catalogue/src/data/products';
import { SOURCES, sentences } from './factsSources';

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
