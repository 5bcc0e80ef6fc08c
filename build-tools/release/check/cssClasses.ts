import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Every class selector in the stylesheets under `dirs` (hashed CSS Module names included). */
export function classesInCss(dirs: string[]): Set<string> {
  const classes = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.css'))
        for (const match of readFileSync(file, 'utf8').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) classes.add(match[1]!);
    }
  };
  for (const dir of dirs) walk(dir);
  return classes;
}

/** The class names an HTML document's elements carry. */
export function classesInHtml(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of match[1]!.split(/\s+/)) if (name) classes.add(name);
  return classes;
}

/**
 * The remote's own CSS Module classes (`<remote>-<name>-<hash>`) in its HTML that neither its
 * stylesheets nor its browser build's class maps define: the Node build named a class the browser
 * build does not have. A class that only `composes:` another has no rule of its own, so the browser
 * build's JS class map (`"catalogue-title-x shared-ui-..."`) counts too.
 */
export function undefinedClasses(o: { remote: string; html: string[]; releaseDir: string }): string[] {
  const own = new Set<string>();
  for (const html of o.html) for (const name of classesInHtml(html)) if (name.startsWith(`${o.remote}-`)) own.add(name);
  const css = classesInCss([o.releaseDir]);
  const browserJs = jsOf(path.join(o.releaseDir, 'static'));
  return [...own].filter((name) => !css.has(name) && !new RegExp(`["' ]${name}["' ]`).test(browserJs));
}

const jsOf = (dir: string): string => {
  try {
    return readdirSync(dir)
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(path.join(dir, name), 'utf8'))
      .join('\n');
  } catch {
    return '';
  }
};
