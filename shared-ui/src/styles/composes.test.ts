import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// The apps compose the shared looks by name across packages; a misspelt class or file would build
// into an element that silently lacks the look, so every reference is checked against its file.
const ROOT = path.resolve(__dirname, '../../..');
const APPS = ['shell', 'mfe-catalogue', 'mfe-resources', 'mfe-quotation', 'mfe-impact'];
const COMPOSES = /composes:\s*([\w\s]+?)\s+from\s+'@ecopanel\/shared-ui\/styles\/([\w-]+\.module\.css)'/g;

function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return cssFiles(file);
    return name.endsWith('.module.css') ? [file] : [];
  });
}

const references = APPS.flatMap((app) => cssFiles(path.join(ROOT, app, 'src'))).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(COMPOSES)].flatMap(([, names, sheet]) =>
    names!.split(/\s+/).map((name) => ({ file: path.relative(ROOT, file), name, sheet: sheet! })),
  ),
);

const classesOf = (sheet: string): Set<string> => {
  const file = path.join(__dirname, sheet);
  try {
    return new Set([...readFileSync(file, 'utf8').matchAll(/^\.([\w-]+)\s*\{/gm)].map((m) => m[1]!));
  } catch {
    return new Set();
  }
};

it('the apps compose every shared look (buttons, titles, layouts, steps, links): none is left unused', () => {
  const sheets = readdirSync(__dirname).filter((name) => name.endsWith('.module.css'));
  expect(new Set(references.map((r) => r.sheet))).toEqual(new Set(sheets));
});

it('every composed class exists in the shared sheet it names', () => {
  const missing = references
    .filter((r) => !classesOf(r.sheet).has(r.name))
    .map((r) => `${r.file}: ${r.name} from ${r.sheet}`);
  expect(missing).toEqual([]);
});
