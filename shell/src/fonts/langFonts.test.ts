import { readFileSync } from 'node:fs';
import path from 'node:path';
import { langFaces, langFontPreload } from './langFonts';

// Runs of whitespace as one space, however the formatter wraps a long `src`.
const css = readFileSync(path.join(__dirname, 'langFonts.css'), 'utf8').replace(/\s+/g, ' ');

it('names in each preload the system faces langFonts.css draws with before that file, so a phone with them fetches nothing', () => {
  // "src: local(...), local(...), url('@fontsource/.../<file>.woff2')" of each web face.
  const sources = [...css.matchAll(/src: ?(local\([^;]*?), url\('@fontsource\/[^']*\/([^'/]+)\.woff2'\)/g)].map(
    ([, local, file]) => [file, local],
  );
  const preloads = (['si', 'ta'] as const).flatMap((lang) =>
    langFaces(lang).map(({ href, local }) => [path.basename(href).replace(/\.woff2$/, ''), local]),
  );
  expect(sources).toHaveLength(4);
  expect(preloads).toEqual(sources);
  expect(langFontPreload('en')).toBe('');
});
