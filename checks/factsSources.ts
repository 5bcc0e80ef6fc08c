// What facts.*.test.ts read: every source file of every app and build tool (tests, build output and
// shared-ui's tables of product facts aside), and those files' sentences.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

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
export const SOURCES = SCANNED.flatMap((app) => sourceFiles(path.join(ROOT, app))).map((file) => ({
  file: path.relative(ROOT, file),
  text: readFileSync(file, 'utf8'),
}));

/** Sentences (or lines of code) of a text, each on its own. */
export const sentences = (text: string): string[] => text.split(/(?<=[.!?;])\s+|\n/).filter((s) => s.trim());
