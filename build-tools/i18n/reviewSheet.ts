import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compileCatalog } from './compileCatalog.cjs';
import { parseCsv, toCsv } from './csv';
import {
  hashOf,
  readReview,
  REVIEW_LANGS,
  reviewFileOf,
  reviewRows,
  stampReviews,
  type CatalogRef,
  type EnglishSources,
  type ReviewFile,
  type ReviewLang,
  type ReviewRow,
} from './review';

// The review as a sheet (CSV) a native speaker fills in, and read back into the catalogs (review.ts).

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
