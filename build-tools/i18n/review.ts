import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isMeta } from './compileCatalog.cjs';

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
