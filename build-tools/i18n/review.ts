import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compileCatalog, isMeta } from './compileCatalog.cjs';
import { parseCsv, toCsv } from './csv';

// A native speaker's review, kept beside each catalog (`si.review.json` next to `si.json`), not in
// it: { id: { source, translation, state, reviewer?, date? } }, where `source` is a hash of the
// English the translation was made from (resolved from the app's data for `t.content` ids) and
// `translation` a hash of the translation that state is about. An edited English source turns the
// translation into `outdated`; an edited translation turns it back into a `draft`.

export const REVIEW_LANGS = ['si', 'ta'] as const;
export type ReviewLang = (typeof REVIEW_LANGS)[number];

/** The first 12 hex digits of the text's SHA-256: enough to tell two versions of a string apart. */
export const hashOf = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 12);

export interface ReviewEntry {
  /** Hash of the English the translation was made from (or last reviewed against). */
  source: string;
  /** Hash of the translation this entry is about. */
  translation: string;
  state: 'draft' | 'reviewed' | 'outdated';
  reviewer?: string;
  /** The day the review was imported, YYYY-MM-DD (UTC). */
  date?: string;
}
export type ReviewFile = Record<string, ReviewEntry>;

/** `missing`: no translation (visitors read the English); the others as in ReviewEntry. */
export type ReviewState = 'missing' | 'draft' | 'outdated' | 'reviewed';

/** A catalog of the site, as the content report names it (`catalogue-product`), and its folder. */
export interface CatalogRef {
  name: string;
  folder: string;
}

/**
 * Where each catalog's English comes from and which pages show it, as the apps say
 * (`src/reviewSources.ts`, read by ./sources.ts): `texts` for ids whose en.json message is only a
 * placeholder (`{text}`, the data passed through), `pages` per catalog folder, a text's own pages
 * (a product's page) overriding them. `*` is every page.
 */
export interface EnglishSources {
  texts: { folder: string; id: string; english: string; pages?: readonly string[] }[];
  pages: Record<string, readonly string[]>;
}

export interface ReviewRow {
  lang: ReviewLang;
  catalog: string;
  folder: string;
  id: string;
  /** The English a visitor of an English page reads: from the data for a pass-through id. */
  english: string;
  /** False when en.json's message is only a placeholder and no app source gave its English. */
  resolved: boolean;
  /** en.json's message itself (`{text}` for the data passed through). */
  message: string;
  translation?: string;
  state: ReviewState;
  pages: readonly string[];
  /** Hash of `english`. */
  source: string;
  reviewer?: string;
  date?: string;
}

export const reviewFileOf = (folder: string, lang: ReviewLang) => path.join(folder, `${lang}.review.json`);

const readJson = (file: string): Record<string, unknown> =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};

const messages = (file: string): Record<string, string> =>
  Object.fromEntries(
    Object.entries(readJson(file)).filter(
      (entry): entry is [string, string] => !isMeta(entry[0]) && typeof entry[1] === 'string',
    ),
  );

export const readReview = (folder: string, lang: ReviewLang): ReviewFile =>
  readJson(reviewFileOf(folder, lang)) as unknown as ReviewFile;

/** en.json's message is the data passed through (`{text}`) or a value given whole by the code (`{value}`). */
const placeholderOnly = (message: string) => /^\{\w+\}$/.test(message);

/** The state of a translation against its review entry and the English as it is now. */
function stateOf(entry: ReviewEntry | undefined, english: string, translation: string | undefined): ReviewState {
  if (translation === undefined) return 'missing';
  if (!entry || entry.translation !== hashOf(translation)) return 'draft';
  if (entry.source !== hashOf(english)) return 'outdated';
  return entry.state === 'reviewed' ? 'reviewed' : 'draft';
}

/** The English of each id of a catalog: en.json's message, or the data's for a placeholder. */
function englishOf(folder: string, sources: EnglishSources) {
  const en = messages(path.join(folder, 'en.json'));
  const given = new Map(sources.texts.filter((t) => t.folder === folder).map((t) => [t.id, t]));
  return Object.entries(en).map(([id, message]) => {
    const source = placeholderOnly(message) ? given.get(id) : undefined;
    return {
      id,
      message,
      english: source?.english ?? message,
      resolved: !placeholderOnly(message) || source !== undefined,
      pages: source?.pages ?? sources.pages[folder] ?? [],
    };
  });
}

/**
 * Records, in each catalog's review files, the English every translation was made from: a new or
 * edited translation as a draft of the English as it is now; one whose English has changed since as
 * `outdated` (a reviewed one too). Entries of translations no longer there are dropped. Writes only
 * files that change; returns them.
 */
export function stampReviews(catalogs: readonly CatalogRef[], sources: EnglishSources): string[] {
  const written: string[] = [];
  for (const { folder } of catalogs) {
    const english = englishOf(folder, sources);
    for (const lang of REVIEW_LANGS) {
      const translations = messages(path.join(folder, `${lang}.json`));
      const before = readReview(folder, lang);
      const after: ReviewFile = {};
      for (const { id, message, english: text } of english) {
        const translation = translations[id];
        if (translation === undefined) continue;
        const entry = before[id];
        // Stamped before an app's reviewSources gave this id its English: the placeholder is no English it was made from.
        if (entry && entry.source === hashOf(message) && text !== message)
          after[id] = { ...entry, source: hashOf(text), state: entry.state === 'outdated' ? 'draft' : entry.state };
        else if (!entry || entry.translation !== hashOf(translation))
          after[id] = { source: hashOf(text), translation: hashOf(translation), state: 'draft' };
        else if (entry.source !== hashOf(text)) after[id] = { ...entry, state: 'outdated' };
        else after[id] = entry.state === 'outdated' ? { ...entry, state: 'draft' } : entry;
      }
      const file = reviewFileOf(folder, lang);
      const json = `${JSON.stringify(after, null, 2)}\n`;
      if (!Object.keys(after).length && !existsSync(file)) continue;
      if (existsSync(file) && readFileSync(file, 'utf8') === json) continue;
      writeFileSync(file, json);
      written.push(file);
    }
  }
  return written;
}

/** Every English id of every catalog, in each language, with its translation and review state. */
export function reviewRows(catalogs: readonly CatalogRef[], sources: EnglishSources): ReviewRow[] {
  return REVIEW_LANGS.flatMap((lang) =>
    catalogs.flatMap(({ name, folder }) => {
      const translations = messages(path.join(folder, `${lang}.json`));
      const review = readReview(folder, lang);
      return englishOf(folder, sources).map(({ id, message, english, resolved, pages }): ReviewRow => {
        const translation = translations[id];
        const entry = review[id];
        const state = stateOf(entry, english, translation);
        return {
          lang,
          catalog: name,
          folder,
          id,
          english,
          resolved,
          message,
          ...(translation === undefined ? {} : { translation }),
          state,
          pages,
          source: hashOf(english),
          ...(state === 'reviewed' && entry?.reviewer ? { reviewer: entry.reviewer } : {}),
          ...(state === 'reviewed' && entry?.date ? { date: entry.date } : {}),
        };
      });
    }),
  );
}

/** The review sheet's columns. The reviewer changes `state` and `translation`, and may write a `comment`. */
export const SHEET_COLUMNS = [
  'language',
  'catalog',
  'id',
  'state',
  'english',
  'translation',
  'pages',
  'comment',
  'reviewer',
  'date',
  'version',
] as const;

const NAMES: Record<ReviewLang, string> = { si: 'Sinhala', ta: 'Tamil' };
/** Each language's script (Unicode blocks): a sheet saved in a Windows code page has lost it ("???"). */
const SCRIPT: Record<ReviewLang, RegExp> = { si: /[\u0D80-\u0DFF]/, ta: /[\u0B80-\u0BFF]/ };
const LANG_OF_NAME = new Map<string, ReviewLang>(
  REVIEW_LANGS.flatMap((l) => [[l, l] as const, [NAMES[l].toLowerCase(), l] as const]),
);

const pagesCell = (pages: readonly string[]) => (pages.includes('*') ? 'every page' : pages.join(' '));

/**
 * The review sheet (CSV) of `rows`: one row a string, its English, its translation, the pages that
 * show it and its state; `version` (hashes of the English and the translation the sheet shows) lets
 * the import tell a reviewer's correction from a change made in the repository meanwhile.
 */
export function reviewSheet(rows: readonly ReviewRow[]): string {
  return toCsv([
    [...SHEET_COLUMNS],
    ...rows.map((row) => [
      NAMES[row.lang],
      row.catalog,
      row.id,
      row.state,
      row.english,
      row.translation ?? '',
      pagesCell(row.pages),
      '',
      row.reviewer ?? '',
      row.date ?? '',
      `${row.source}:${row.translation === undefined ? '' : hashOf(row.translation)}`,
    ]),
  ]);
}

/** The names of the values an ICU message uses: `{count, plural, ...}` and `{name}` alike. */
const placeholders = (message: string) => [...message.matchAll(/\{\s*([^\s,{}]+)\s*[,}]/g)].map((m) => m[1]!);

/** Sets one message of a flat catalog file, touching only its line (or adding it at the end). */
function setMessage(file: string, id: string, text: string) {
  const lines = readFileSync(file, 'utf8').split('\n');
  const key = `  ${JSON.stringify(id)}: `;
  const at = lines.findIndex((line) => line.startsWith(key));
  if (at >= 0) {
    lines[at] = `${key}${JSON.stringify(text)}${lines[at]!.trimEnd().endsWith(',') ? ',' : ''}`;
  } else {
    const close = lines.lastIndexOf('}');
    const last = close - 1;
    if (lines[last] !== '{' && !lines[last]!.endsWith(',')) lines[last] += ',';
    lines.splice(close, 0, `${key}${JSON.stringify(text)}`);
  }
  const json = lines.join('\n');
  JSON.parse(json);
  writeFileSync(file, json);
}

export interface ImportResult {
  /** Rows newly recorded as reviewed. */
  reviewed: number;
  /** Translations the reviewer corrected in the sheet, written into the catalogs. */
  corrected: number;
  /** Reviewed or outdated rows set back to draft in the sheet (an outdated one: it still fits the new English). */
  reopened: number;
  /** Rows left as they were, and why. */
  problems: string[];
}

/**
 * Reads a review sheet back: rows whose `state` the reviewer set to `reviewed` are recorded as
 * reviewed by `reviewer` on `date`; a translation corrected in the sheet is written into the catalog
 * (a draft unless also marked reviewed). A row whose English, or whose translation in the
 * repository, has changed since the sheet was written is left as it is and listed in `problems`.
 */
export function importSheet(
  catalogs: readonly CatalogRef[],
  sources: EnglishSources,
  csv: string,
  { reviewer, date = new Date().toISOString().slice(0, 10) }: { reviewer?: string; date?: string },
): ImportResult {
  // Excel's plain "CSV" is the Windows code page: Sinhala and Tamil letters come back as "?" or U+FFFD.
  if (csv.includes('\uFFFD'))
    throw new Error('the sheet is not UTF-8 text: save it as "CSV UTF-8 (Comma delimited)" and import it again');
  stampReviews(catalogs, sources);
  const [header = [], ...body] = parseCsv(csv);
  const column = Object.fromEntries(SHEET_COLUMNS.map((name) => [name, header.indexOf(name)]));
  const lacking = (['language', 'catalog', 'id', 'state', 'translation', 'version'] as const).filter(
    (name) => column[name]! < 0,
  );
  if (lacking.length)
    throw new Error(
      `the sheet has no ${lacking.join(', ')} column: is it a review sheet${header.length === 1 && header[0]!.includes(';') ? ' (saved with ; between the cells, not ,)' : ''}?`,
    );
  const rows = new Map(reviewRows(catalogs, sources).map((row) => [`${row.lang}\0${row.catalog}\0${row.id}`, row]));
  const result: ImportResult = { reviewed: 0, corrected: 0, reopened: 0, problems: [] };
  const reviews = new Map<string, ReviewFile>();
  const reviewOf = (row: ReviewRow) => {
    const key = reviewFileOf(row.folder, row.lang);
    if (!reviews.has(key)) reviews.set(key, readReview(row.folder, row.lang));
    return reviews.get(key)!;
  };
  body.forEach((cells, i) => {
    const cell = (name: (typeof SHEET_COLUMNS)[number]) => (column[name]! >= 0 ? (cells[column[name]!] ?? '') : '');
    const where = `line ${i + 2} (${cell('id') || 'no id'})`;
    const lang = LANG_OF_NAME.get(cell('language').trim().toLowerCase());
    const row = lang && rows.get(`${lang}\0${cell('catalog').trim()}\0${cell('id').trim()}`);
    if (!row) return void result.problems.push(`${where}: no such string in the site's catalogs`);
    const marked = cell('state').trim().toLowerCase();
    if (!['missing', 'draft', 'outdated', 'reviewed'].includes(marked))
      return void result.problems.push(`${where}: state "${cell('state')}" is none of draft, reviewed`);
    const [source = '', translationHash = ''] = cell('version').trim().split(':');
    const current = row.translation ?? '';
    const text = cell('translation');
    const edited = text.trim() !== current.trim();
    if (source !== row.source) {
      // A row the reviewer left as it was needs nothing; one they reviewed or corrected was about another English.
      if (marked !== 'reviewed' && !edited) return;
      return void result.problems.push(
        `${where}: its English has changed since the sheet was written; send a new sheet`,
      );
    }
    if (edited && translationHash !== (row.translation === undefined ? '' : hashOf(current)))
      return void result.problems.push(
        `${where}: its translation was changed in the repository since the sheet was written; send a new sheet`,
      );
    if (edited && !text.trim())
      return void result.problems.push(`${where}: the translation was emptied; left as it was`);
    if (marked === 'reviewed' && !edited && row.translation === undefined)
      return void result.problems.push(`${where}: marked reviewed, but it has no translation yet`);
    if (marked === 'reviewed' && !reviewer?.trim())
      return void result.problems.push(`${where}: marked reviewed, but no reviewer named (--reviewer "Name")`);
    if (edited && SCRIPT[row.lang].test(current) && !SCRIPT[row.lang].test(text))
      return void result.problems.push(
        `${where}: the translation has no ${NAMES[row.lang]} letters left (was the sheet saved as "CSV UTF-8"?); left as it was`,
      );
    if (edited) {
      const known = new Set([...placeholders(current), ...placeholders(row.message)]);
      const unknown = placeholders(text).filter((name) => !known.has(name));
      if (unknown.length)
        return void result.problems.push(
          `${where}: {${unknown.join('}, {')}} is no value the page gives this text (keep the {names} of the translation as they were)`,
        );
      try {
        compileCatalog(JSON.stringify({ [row.id]: text }), path.join(row.folder, `${row.lang}.json`));
      } catch (error) {
        return void result.problems.push(`${where}: ${(error as Error).message}`);
      }
      setMessage(path.join(row.folder, `${row.lang}.json`), row.id, text);
      result.corrected += 1;
    }
    const review = reviewOf(row);
    const entry = review[row.id];
    const translation = hashOf(edited ? text : current);
    if (marked === 'reviewed') {
      if (!edited && row.state === 'reviewed') return;
      review[row.id] = { source: row.source, translation, state: 'reviewed', reviewer: reviewer!.trim(), date };
      result.reviewed += 1;
    } else if (edited || (marked === 'draft' && entry && row.state !== 'draft')) {
      // A correction, or a reviewed or outdated translation the reviewer set back to a draft of the English as it is now.
      if (!edited) result.reopened += 1;
      review[row.id] = { source: row.source, translation, state: 'draft' };
    }
  });
  for (const [file, review] of reviews) writeFileSync(file, `${JSON.stringify(review, null, 2)}\n`);
  // In the catalog's order again.
  stampReviews(catalogs, sources);
  return result;
}
