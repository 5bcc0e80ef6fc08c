import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { catalogFolders } from './catalogFolders';
import { isMeta } from './compileCatalog.cjs';
import { hashOf, readReview, type CatalogRef } from './review';

/** One app's catalog in one language, against its English source (issue 25 point 3). */
export interface TranslationStatus {
  app: string;
  lang: 'si' | 'ta';
  /** Whether the app has a catalog at all: without one, all its text is English, marked lang="en". */
  catalog: boolean;
  /** How many strings the app's English file has. */
  total: number;
  /** English ids the language lacks: visitors read them in English (marked lang="en"). */
  missing: string[];
  /** Translated, but no native speaker has checked them yet (not reviewed in `<lang>.review.json`), outdated ones too. */
  draft: string[];
  /** Translated from an English that has changed since (`<lang>.review.json`, stamped by the content report). */
  outdated: string[];
  /** Ids English no longer has: left over from a removed string, shown nowhere. */
  unused: string[];
  /** Source files that wrap a part in <Untranslated>: text not in the catalog yet, English in every language. */
  untranslated: string[];
}

/** The app's source files that still mark a whole part as English (shared-ui's Untranslated). */
function untranslatedParts(root: string, dir: string): string[] {
  const src = path.join(root, dir, 'src');
  if (!existsSync(src)) return [];
  return (readdirSync(src, { recursive: true }) as string[])
    .filter((file) => /\.tsx$/.test(file) && !/\.test\.tsx$/.test(file))
    .filter((file) => readFileSync(path.join(src, file), 'utf8').includes('<Untranslated>'))
    .map((file) => path.join(dir, 'src', file).split(path.sep).join('/'))
    .sort();
}

const LANGS = ['si', 'ta'] as const;

function read(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

/**
 * A part's catalog of its own (`<dir>/src/features/calculator/i18n/en.json`), which only that part's
 * chunk imports: reported as `<app>-<part>` (catalogue-calculator).
 */
function partCatalogs(root: string, dir: string): { part: string; folder: string }[] {
  const own = path.join(root, dir, 'src', 'i18n');
  return (
    catalogFolders(root, dir)
      .filter((folder) => folder !== own)
      // A test's fixture catalog (shared-ui's useT tests) is no text of the site: its gaps are the test's point.
      .filter((folder) => !path.relative(root, folder).split(path.sep).includes('fixture'))
      .map((folder) => ({ part: path.basename(path.dirname(folder)), folder }))
  );
}

/** One catalog's rows, a language each, against its English file. */
function catalogRows(app: string, folder: string, untranslated: string[]): TranslationStatus[] {
  const english = Object.keys(read(path.join(folder, 'en.json'))).filter((id) => !isMeta(id));
  return LANGS.map((lang) => {
    const file = path.join(folder, `${lang}.json`);
    const catalog = existsSync(file) ? read(file) : {};
    const ids = Object.keys(catalog).filter((id) => !isMeta(id));
    // Reviewed: its review file says so of this very translation and of the English as it is now.
    const review = readReview(folder, lang);
    const state = (id: string) =>
      review[id]?.translation === hashOf(String(catalog[id])) ? review[id].state : ('draft' as const);
    return {
      app,
      lang,
      catalog: true,
      total: english.length,
      missing: english.filter((id) => !(id in catalog)),
      draft: ids.filter((id) => english.includes(id) && state(id) !== 'reviewed'),
      outdated: ids.filter((id) => english.includes(id) && state(id) === 'outdated'),
      unused: ids.filter((id) => !english.includes(id)),
      untranslated,
    };
  });
}

/** Every catalog of the apps (`<dir>/src/i18n`, and its parts' own), named as the report names them. */
export function siteCatalogs(root: string, apps: readonly { name: string; dir: string }[]): CatalogRef[] {
  return apps.flatMap(({ name, dir }) => {
    const folder = path.join(root, dir, 'src', 'i18n');
    const own = existsSync(path.join(folder, 'en.json')) ? [{ name, folder }] : [];
    return [...own, ...partCatalogs(root, dir).map(({ part, folder }) => ({ name: `${name}-${part}`, folder }))];
  });
}

/** Each app's catalogs (`<dir>/src/i18n/<lang>.json`, and its parts' own) as they are in the repository now. */
export function translationReport(root: string, apps: readonly { name: string; dir: string }[]): TranslationStatus[] {
  return apps.flatMap(({ name, dir }): TranslationStatus[] => {
    const folder = path.join(root, dir, 'src', 'i18n');
    const untranslated = untranslatedParts(root, dir);
    const parts = partCatalogs(root, dir).flatMap(({ part, folder }) => catalogRows(`${name}-${part}`, folder, []));
    if (!existsSync(path.join(folder, 'en.json')))
      return [
        ...LANGS.map((lang) => ({
          app: name,
          lang,
          catalog: false,
          total: 0,
          missing: [],
          draft: [],
          outdated: [],
          unused: [],
          untranslated,
        })),
        ...parts,
      ];
    return [...catalogRows(name, folder, untranslated), ...parts];
  });
}

const NAMES = { si: 'Sinhala', ta: 'Tamil' } as const;

export function formatTranslationReport(rows: TranslationStatus[]): string {
  const lines = [
    'Translations (each app: src/i18n/<language>.json, a part with its own: <app>-<part>; English is the source):',
  ];
  for (const row of rows) {
    if (!row.catalog) {
      lines.push(`  ${row.app} ${NAMES[row.lang]}: no catalog yet, so all its text is English (marked lang="en").`);
      continue;
    }
    const done = row.total - row.missing.length;
    lines.push(
      `  ${row.app} ${NAMES[row.lang]}: ${done} of ${row.total} strings translated, ${row.draft.length} of them drafts for a native speaker to review, ${row.missing.length} missing.`,
    );
    const list = (title: string, ids: string[]) => {
      if (ids.length) lines.push(`    ${title}: ${ids.join(', ')}`);
    };
    list('missing (shown in English)', row.missing);
    list('outdated (their English has changed since they were translated)', row.outdated);
    list('draft (review them in the sheet: npm run content:report -- --sheet review.csv)', row.draft);
    list('unused (English has no such id)', row.unused);
    list('parts not in the catalog yet, English in every language', row.untranslated);
  }
  return lines.join('\n');
}
