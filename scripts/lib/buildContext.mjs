// The build context Docker would send (dockerImage.mjs): the checkout's files its ignore files leave.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { minimatch } from 'minimatch';

const patternsOf = (text) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));

/** Every path of `file` from the root down: `a`, `a/b`, `a/b/c.js`. */
const prefixes = (file) => file.split('/').map((_, i, parts) => parts.slice(0, i + 1).join('/'));

/**
 * .dockerignore's reading (moby/patternmatcher): each pattern is anchored at the context's root
 * (a leading `/` changes nothing); a path is left out when a pattern matches it or one of its
 * folders; `!pattern` takes a path back; the last pattern that matches decides.
 */
export function dockerIgnore(text) {
  const rules = patternsOf(text).map((line) => {
    const negated = line.startsWith('!');
    const pattern = path.posix.normalize((negated ? line.slice(1) : line).trim()).replace(/^\/+|\/+$/g, '');
    return { negated, pattern };
  });
  return (file) => {
    let ignored = false;
    for (const { negated, pattern } of rules) {
      if (prefixes(file).some((p) => minimatch(p, pattern, { dot: true }))) ignored = !negated;
    }
    return ignored;
  };
}

/**
 * .gcloudignore's reading, which is .gitignore's: a pattern without a `/` but at its end matches a
 * name at any depth, one with a `/` is anchored at the root; a trailing `/` matches folders only; a
 * path is left out when it or one of its folders is (nothing under a left-out folder comes back).
 */
export function gitIgnore(text) {
  const rules = patternsOf(text).map((line) => {
    const negated = line.startsWith('!');
    let pattern = negated ? line.slice(1) : line;
    const dirOnly = pattern.endsWith('/');
    pattern = pattern.replace(/\/+$/, '');
    pattern = pattern.includes('/') ? pattern.replace(/^\/+/, '') : `**/${pattern}`;
    return { negated, pattern, dirOnly };
  });
  return (file) => {
    const parts = prefixes(file);
    return parts.some((prefix, i) => {
      const isDir = i < parts.length - 1;
      let ignored = false;
      for (const { negated, pattern, dirOnly } of rules) {
        if ((!dirOnly || isDir) && minimatch(prefix, pattern, { dot: true })) ignored = !negated;
      }
      return ignored;
    });
  };
}

/**
 * The build context the ignore files leave of `root`: every file (`/`-separated, relative) that
 * none of `ignored` leaves out. A folder left out whole is not walked (node_modules).
 */
export function contextFiles(root, ignored) {
  const out = [];
  const walk = (rel) => {
    for (const entry of readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const file = rel ? `${rel}/${entry.name}` : entry.name;
      if (ignored.some((isIgnored) => isIgnored(file))) continue;
      if (entry.isDirectory()) walk(file);
      else out.push(file);
    }
  };
  walk('');
  return out.sort();
}

/** Whether a COPY source (a file, a folder, `.`) is found in the context's files. */
export function inContext(source, files) {
  const clean = path.posix.normalize(source).replace(/^\/+|\/+$/g, '');
  if (clean === '.' || clean === '') return files.length > 0;
  return files.some((file) => file === clean || file.startsWith(`${clean}/`) || minimatch(file, clean, { dot: true }));
}
