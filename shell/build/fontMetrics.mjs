// Prints the vertical metrics of the language fonts, for the fallback faces' overrides in
// shell/src/fonts/langFonts.css: `node shell/build/fontMetrics.mjs`. Reads the WOFF (zlib) of the
// same subset as the WOFF2 the site serves (same font tables), with Node's zlib: no font library.
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

function tables(file) {
  const woff = readFileSync(file);
  const found = {};
  for (let i = 0; i < woff.readUInt16BE(12); i++) {
    const at = 44 + i * 20;
    const [offset, compLength, origLength] = [4, 8, 12].map((o) => woff.readUInt32BE(at + o));
    const data = woff.subarray(offset, offset + compLength);
    found[woff.toString('latin1', at, at + 4)] = compLength < origLength ? inflateSync(data) : data;
  }
  return found;
}

const percent = (units, em) => `${((units / em) * 100).toFixed(2)}%`;

for (const [pkg, subset] of [
  ['noto-sans-sinhala', 'sinhala'],
  ['noto-sans-tamil', 'tamil'],
]) {
  for (const weight of [400, 700]) {
    const t = tables(require.resolve(`@fontsource/${pkg}/files/${pkg}-${subset}-${weight}-normal.woff`));
    const em = t.head.readUInt16BE(18);
    const [ascender, descender, lineGap] = [4, 6, 8].map((o) => t.hhea.readInt16BE(o));
    console.log(
      `${pkg} ${weight}: unitsPerEm ${em}, hhea ${ascender}/${descender}/${lineGap}:`,
      `ascent-override ${percent(ascender, em)}; descent-override ${percent(-descender, em)};`,
      `line-gap-override ${percent(lineGap, em)}`,
    );
  }
}
