import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { catalogFolders } from '../build-tools/i18n/catalogFolders';
import { reviewSources as catalogueSources } from '../mfe-catalogue/src/reviewSources';
import { reviewSources as impactSources } from '../mfe-impact/src/reviewSources';
import { reviewSources as quotationSources } from '../mfe-quotation/src/reviewSources';
import { reviewSources as resourcesSources } from '../mfe-resources/src/reviewSources';
import { reviewSources as sharedSources } from '../shared-ui/src/reviewSources';
import { reviewSources as shellSources } from '../shell/src/reviewSources';

// Every Sinhala and Tamil string of the site held to the glossary and the claims list (issue 43):
// docs/glossary/si.json and ta.json name the approved word for each of the trade's terms and the
// variants that are wrong in Sri Lankan usage; docs/glossary/claims.json the one rendering each
// fire, health, warranty and environmental claim may take. The strings are the message catalogs
// (every `…/i18n/si.json` and `ta.json`) and every literal in Sinhala or Tamil letters in the apps'
// sources and settings (apps.json's menu labels, the remotes' site.ts, shell data, shared-ui's
// month names, the price labels), so text outside the catalogs is held too.

const ROOT = path.resolve(__dirname, '..');
const GLOSSARY = path.join(ROOT, 'docs/glossary');

type Lang = 'si' | 'ta';
const LANGS: Lang[] = ['si', 'ta'];

interface Term {
  term: string;
  /** The English word (a regular expression, case ignored): a string whose English uses it renders it with `stem`. */
  en?: string;
  /** What every rendering of the term contains, whatever its inflection (பேனல in பேனலை, பேனல்கள்). */
  stem?: string;
  approved: string;
  forms?: string;
  wrong: string[];
  allow?: string[];
  note: string;
}
interface Rendering {
  approved: string[];
  wrong: string[];
}
interface Claim {
  claim: string;
  en: string;
  enPattern?: string;
  si: Rendering;
  ta: Rendering;
  carriers: string[];
  note: string;
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;
const glossary: Record<Lang, Term[]> = {
  si: readJson<{ terms: Term[] }>(path.join(GLOSSARY, 'si.json')).terms,
  ta: readJson<{ terms: Term[] }>(path.join(GLOSSARY, 'ta.json')).terms,
};
const claims = readJson<{ claims: Claim[] }>(path.join(GLOSSARY, 'claims.json')).claims;

/** One string of the site in Sinhala or Tamil, and where it is written. */
interface Text {
  lang: Lang;
  /** `<catalog folder>#<id>` for a catalog's message, `<file>:<line>` for a literal in a source file. */
  where: string;
  text: string;
}

const APP_DIRS = [
  ...readJson<{ apps: { dir: string }[] }>(path.join(ROOT, 'apps.json')).apps.map((app) => app.dir),
  'shared-ui',
];
const rel = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');
const isFixture = (folder: string) => rel(folder).split('/').includes('fixture');

/** Every catalog folder of the site (a test's fixture aside), as `mfe-resources/src/i18n`. */
const CATALOGS = APP_DIRS.flatMap((dir) => catalogFolders(ROOT, dir)).filter((folder) => !isFixture(folder));

function catalogTexts(): Text[] {
  return CATALOGS.flatMap((folder) =>
    LANGS.flatMap((lang) => {
      const file = path.join(folder, `${lang}.json`);
      if (!existsSync(file)) return [];
      return Object.entries(readJson<Record<string, unknown>>(file))
        .filter(([id, text]) => !id.startsWith('$') && typeof text === 'string')
        .map(([id, text]) => ({ lang, where: `${rel(folder)}#${id}`, text: text as string }));
    }),
  );
}

const SINHALA = /[\u0D80-\u0DFF]/u;
const TAMIL = /[\u0B80-\u0BFF]/u;
const langOf = (text: string): Lang | undefined => (SINHALA.test(text) ? 'si' : TAMIL.test(text) ? 'ta' : undefined);

/** The apps' own source and settings files: no tests, catalogs (read above), build output or dependencies. */
function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory())
      return ['node_modules', 'dist', 'dist-server', 'test', 'fixture', '__snapshots__'].includes(name)
        ? []
        : sourceFiles(file);
    if (/\.test\.[cm]?[jt]sx?$/.test(name)) return [];
    if (/[\\/]i18n[\\/](en|si|ta)\.json$/.test(file)) return [];
    return /\.([cm]?[jt]sx?|json)$/.test(name) ? [file] : [];
  });
}

/** Every string value of a JSON document, with its path. */
function jsonStrings(value: unknown, at: string): { at: string; text: string }[] {
  if (typeof value === 'string') return [{ at, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => jsonStrings(v, `${at}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => jsonStrings(v, at ? `${at}.${k}` : k));
  return [];
}

/** A quoted literal on one line ('…', "…" or `…`); comment lines are skipped before this runs. */
const LITERAL = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g;

function sourceTexts(): Text[] {
  const files = [path.join(ROOT, 'apps.json'), ...APP_DIRS.flatMap((dir) => sourceFiles(path.join(ROOT, dir, 'src')))];
  return files.flatMap((file): Text[] => {
    const source = readFileSync(file, 'utf8');
    if (!SINHALA.test(source) && !TAMIL.test(source)) return [];
    if (file.endsWith('.json'))
      return jsonStrings(JSON.parse(source), '').flatMap(({ at, text }) => {
        const lang = langOf(text);
        return lang ? [{ lang, where: `${rel(file)}:${at}`, text }] : [];
      });
    return source.split('\n').flatMap((line, index): Text[] => {
      const code = line.trim();
      if (code.startsWith('//') || code.startsWith('*') || code.startsWith('/*')) return [];
      return [...line.matchAll(LITERAL)].flatMap((match) => {
        const text = match[1] ?? match[2] ?? match[3] ?? '';
        const lang = langOf(text);
        return lang ? [{ lang, where: `${rel(file)}:${index + 1}`, text }] : [];
      });
    });
  });
}

const TEXTS = [...catalogTexts(), ...sourceTexts()];

/**
 * The English of every catalog message, `<catalog folder>#<id>` -> text: en.json's own, or, where
 * en.json only names the id (`{text}`), the app's data as its review sources give it (the content
 * report's module, src/reviewSources.ts).
 */
const ENGLISH = new Map<string, string>();
for (const folder of CATALOGS)
  for (const [id, english] of Object.entries(readJson<Record<string, unknown>>(path.join(folder, 'en.json'))))
    if (typeof english === 'string' && !id.startsWith('$')) ENGLISH.set(`${rel(folder)}#${id}`, english);
const SOURCES: [string, { texts: readonly { catalog: string; id: string; english: string }[] }][] = [
  ['mfe-catalogue', catalogueSources],
  ['mfe-impact', impactSources],
  ['mfe-quotation', quotationSources],
  ['mfe-resources', resourcesSources],
  ['shared-ui', sharedSources],
  ['shell', shellSources],
];
for (const [dir, sources] of SOURCES)
  for (const { catalog, id, english } of sources.texts) ENGLISH.set(`${dir}/${catalog}#${id}`, english);
const regex = (source: string) => new RegExp(source, 'u');
/** The words a reader sees: an ICU argument's name (`{sqft}`, `{count, plural, …}`) is code, not text. */
const words = (text: string) => text.replace(/\{\s*[A-Za-z_]\w*/g, '{');

/** A string's uses of a term's wrong variants, once the phrases where the word is right are taken out. */
function glossaryFaults({ where, text }: Text, terms: Term[]): string[] {
  return terms.flatMap((term) => {
    const checked = (term.allow ?? []).reduce((rest, phrase) => rest.split(phrase).join(' … '), words(text));
    return term.wrong
      .filter((wrong) => regex(wrong).test(checked))
      .map(
        (wrong) =>
          `${where}: "${checked.match(regex(wrong))?.[0]}" is wrong for "${term.term}" (approved: ${term.approved})`,
      );
  });
}

/** A string's renderings of a claim that say more than the English. */
function claimFaults({ lang, where, text }: Text): string[] {
  return claims.flatMap((claim) =>
    claim[lang].wrong
      .filter((wrong) => regex(wrong).test(words(text)))
      .map((wrong) => `${where}: "${words(text).match(regex(wrong))?.[0]}" overstates "${claim.claim}"`),
  );
}

describe('the checks themselves', () => {
  const fault = (lang: Lang, text: string) => [
    ...glossaryFaults({ lang, where: 'x', text }, glossary[lang]),
    ...claimFaults({ lang, where: 'x', text }),
  ];

  it('catch the faults issue 43 found', () => {
    expect(fault('ta', 'மேப்பிள் கூரைத் தகடு')).toHaveLength(1); // ceiling as roof
    expect(fault('ta', 'கூரை மற்றும் சுவர் பலகைகள்')).toHaveLength(2); // and panel as plank
    expect(fault('ta', 'விலைமதிப்பீடு கோரவும்')).not.toEqual([]);
    expect(fault('ta', '5 பிப்ரவரி, 2024')).toHaveLength(1);
    expect(fault('ta', 'தீப் பரவலைத் தடுக்கும் UPVC')).toHaveLength(1);
    expect(fault('ta', 'மருத்துவமனைகளுக்கும் கடைகளுக்கும்')).toHaveLength(1);
    expect(fault('si', 'ලී ඉරටු රටා සිවිලිම් තහඩු')).toHaveLength(1);
    expect(fault('si', '2,400 sqft පුරා')).toHaveLength(1);
    expect(fault('si', 'එපා, ස්තූතියි')).toHaveLength(1);
    expect(fault('si', 'ගිනි ඇවිලීම වළක්වන UPVC')).toHaveLength(1);
  });

  it('pass the approved renderings, the roof where the English says roof, and ICU argument names', () => {
    expect(fault('ta', 'மேப்பிள் சீலிங் தகடு; கூரையில் ஏதேனும் ஒழுக்கு இருந்தால்')).toEqual([]);
    expect(fault('ta', 'மரம் மற்றும் ஜிப்சம் பலகைகள் போல')).toEqual([]);
    expect(fault('ta', '{sqft} சதுர அடி, {sqftPerClip, plural, one {ஒரு சதுர அடிக்கு ஒன்று} other {}}')).toEqual([]);
    expect(fault('si', 'වර්ග අඩි {sqft}, ගින්න පැතිරීම මන්දගාමී කරන')).toEqual([]);
  });
});

describe('the strings the glossary reads', () => {
  it('are every Sinhala and Tamil catalog and the literals outside them', () => {
    // The catalogs of all five apps and shared-ui, in both languages.
    for (const dir of APP_DIRS)
      for (const lang of LANGS) expect(TEXTS.some((t) => t.lang === lang && t.where.startsWith(`${dir}/`))).toBe(true);
    // Text outside the catalogs: the menu labels in apps.json, a remote's site.ts, shared-ui's months.
    expect(TEXTS.filter((t) => t.where.startsWith('apps.json:')).map((t) => t.text)).toContain('නිෂ්පාදන');
    expect(TEXTS.some((t) => t.where.startsWith('mfe-quotation/src/site.ts:') && t.lang === 'ta')).toBe(true);
    expect(TEXTS.some((t) => t.where.startsWith('shared-ui/src/lib/format.ts:') && t.text === 'ஜனவரி')).toBe(true);
    expect(TEXTS.length).toBeGreaterThan(1900);
    // The English of every catalog message, content ids too (their English is the apps' data).
    const catalogued = TEXTS.filter((t) => t.where.includes('#'));
    expect(catalogued.filter((t) => !ENGLISH.has(t.where)).map((t) => t.where)).toEqual([]);
  });
});

describe.each(LANGS)('the %s glossary', (lang) => {
  const terms = glossary[lang];

  it('gives each term an approved rendering and a note, and no approved rendering is itself a wrong variant', () => {
    for (const term of terms) {
      expect(term.approved.trim()).not.toBe('');
      expect(term.note.trim()).not.toBe('');
      for (const wrong of term.wrong)
        expect({ term: term.term, wrong, hit: regex(wrong).test(term.approved) }).toEqual({
          term: term.term,
          wrong,
          hit: false,
        });
    }
  });

  it('covers the trade words of issue 43', () => {
    const names = terms.map((t) => t.term);
    for (const name of ['ceiling', 'roof', 'panel', 'sheet', 'quotation', 'Request a Quotation', 'finish'])
      expect(names).toContain(name);
    for (const name of ['accessory names', 'wood-grain', 'UPVC', 'square feet (sqft)', 'rupees', 'months'])
      expect(names).toContain(name);
  });

  it('renders the term with the approved word wherever the English uses it', () => {
    const faults = terms.flatMap((term) => {
      if (!term.en || !term.stem) return [];
      const english = new RegExp(term.en, 'iu');
      return TEXTS.filter((t) => t.lang === lang && english.test(words(ENGLISH.get(t.where) ?? '')))
        .filter((t) => !t.text.includes(term.stem!))
        .map((t) => `${t.where}: "${term.term}" in "${ENGLISH.get(t.where)}" is not ${term.approved} in "${t.text}"`);
    });
    expect(faults).toEqual([]);
  });

  it('is followed by every string: no wrong variant anywhere', () => {
    const faults = TEXTS.filter((t) => t.lang === lang).flatMap((text) => glossaryFaults(text, terms));
    expect(faults).toEqual([]);
  });
});

describe('the claims', () => {
  const catalog = (folder: string, lang: Lang | 'en') => {
    const file = path.join(ROOT, folder, `${lang}.json`);
    return existsSync(file) ? readJson<Record<string, unknown>>(file) : {};
  };

  it.each(claims.map((claim) => [claim.claim, claim] as const))(
    '"%s" reads as the approved rendering wherever it is made',
    (_, claim) => {
      const faults: string[] = [];
      for (const carrier of claim.carriers) {
        const [folder = '', id = ''] = carrier.split('#');
        if (!(id in catalog(folder, 'en'))) faults.push(`${carrier}: no such English id`);
        for (const lang of LANGS) {
          const text = catalog(folder, lang)[id];
          if (typeof text !== 'string') continue; // not translated yet: the visitor reads the English
          if (!claim[lang].approved.some((approved) => text.includes(approved)))
            faults.push(`${carrier} (${lang}): "${text}" lacks ${claim[lang].approved.join(' or ')}`);
        }
      }
      expect(faults).toEqual([]);
    },
  );

  it.each(LANGS)('no %s string says more than the English: no wrong rendering of a claim anywhere', (lang) => {
    const faults = TEXTS.filter((t) => t.lang === lang).flatMap((text) => claimFaults(text));
    expect(faults).toEqual([]);
  });

  it('lists every catalog string whose English makes a claim among its carriers', () => {
    const unlisted = claims.flatMap((claim) => {
      if (!claim.enPattern) return [];
      const pattern = new RegExp(claim.enPattern, 'i');
      return [...ENGLISH]
        .filter(([carrier, english]) => pattern.test(english) && !claim.carriers.includes(carrier))
        .map(
          ([carrier, english]) =>
            `${carrier} ("${english}") makes the "${claim.claim}" claim but is not among its carriers`,
        );
    });
    expect(unlisted).toEqual([]);
  });
});
