// The strings glossary.*.test.ts hold to the glossary and the claims list: the message catalogs
// (every `…/i18n/si.json` and `ta.json`) and every literal in Sinhala or Tamil letters in the apps'
// sources and settings (apps.json's menu labels, the remotes' site.ts, shell data, shared-ui's
// month names, the price labels), so text outside the catalogs is held too; and their English.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { catalogFolders } from '../build-tools/i18n/catalogFolders';
import { reviewSources as catalogueSources } from '../mfe-catalogue/src/reviewSources';
import { reviewSources as impactSources } from '../mfe-impact/src/reviewSources';
import { reviewSources as quotationSources } from '../mfe-quotation/src/reviewSources';
import { reviewSources as resourcesSources } from '../mfe-resources/src/reviewSources';
import { reviewSources as sharedSources } from '../shared-ui/src/reviewSources';
import { reviewSources as shellSources } from '../shell/src/reviewSources';

export const ROOT = path.resolve(__dirname, '..');

export type Lang = 'si' | 'ta';
export const LANGS: Lang[] = ['si', 'ta'];

export const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** One string of the site in Sinhala or Tamil, and where it is written. */
export interface Text {
  lang: Lang;
  /** `<catalog folder>#<id>` for a catalog's message, `<file>:<line>` for a literal in a source file. */
  where: string;
  text: string;
}

export const APP_DIRS = [
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

export const TEXTS = [...catalogTexts(), ...sourceTexts()];

/**
 * The English of every catalog message, `<catalog folder>#<id>` -> text: en.json's own, or, where
 * en.json only names the id (`{text}`), the app's data as its review sources give it (the content
 * report's module, src/reviewSources.ts).
 */
export const ENGLISH = new Map<string, string>();
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
