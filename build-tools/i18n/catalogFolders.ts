import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Every folder under `<root>/<dir>/src` that holds an English catalog (`…/i18n/en.json`): the app's
 * own (`src/i18n`), its parts' (`src/features/calculator/i18n`) and test fixtures'. One walk, so the
 * content report and the English formatting check cannot disagree on which catalogs exist.
 */
export function catalogFolders(root: string, dir: string): string[] {
  const src = path.join(root, dir, 'src');
  if (!existsSync(src)) return [];
  return (readdirSync(src, { recursive: true }) as string[])
    .map((file) => file.split(path.sep))
    .filter((parts) => parts.at(-2) === 'i18n' && parts.at(-1) === 'en.json')
    .map((parts) => path.join(src, ...parts.slice(0, -1)))
    .sort((a, b) => a.localeCompare(b));
}
