/**
 * The page's Noto faces, added once the page is hydrated (called from bootstrap.tsx). langFonts.css
 * declares them only for a browser without script, so with script they are not fetched beside
 * `main` on a slow line; this reads those @font-face rules from the page's own CSS (one place for
 * the files and their ranges), loads the ones the page's text stack names, and adds them when all
 * have arrived: the text is re-laid out once, not once per face.
 */

const SCRIPTLESS = /\(\s*scripting\s*:\s*none\s*\)/;

/** The @font-face rules inside `@media (scripting: none)` of the page's same-origin stylesheets. */
function scriptlessFaceRules(doc: Document): CSSFontFaceRule[] {
  const rules: CSSFontFaceRule[] = [];
  for (const sheet of Array.from(doc.styleSheets)) {
    let sheetRules: CSSRuleList;
    try {
      sheetRules = sheet.cssRules;
    } catch {
      continue; // another origin's stylesheet (a remote's CSS): its rules are not ours to read
    }
    // By shape, not instanceof: not every DOM has the CSSFontFaceRule class (jsdom has none).
    for (const rule of Array.from(sheetRules)) {
      if (!('media' in rule && 'cssRules' in rule) || !SCRIPTLESS.test((rule as CSSMediaRule).media.mediaText))
        continue;
      for (const inner of Array.from((rule as CSSMediaRule).cssRules))
        if (/^@font-face\b/.test(inner.cssText)) rules.push(inner as CSSFontFaceRule);
    }
  }
  return rules;
}

const unquote = (family: string) => family.trim().replace(/^(['"])(.*)\1$/, '$2');

/** The families a stack names, as written in a computed `font-family`. */
export const familiesOf = (stack: string): string[] => stack.split(',').map(unquote).filter(Boolean);

/** Resolves once the page's faces are added (or failed to load: the system's face stays). */
export function addLateFaces(doc: Document = document): Promise<void> {
  const view = doc.defaultView;
  if (!view || typeof view.FontFace !== 'function' || !doc.body) return Promise.resolve();
  const used = new Set(familiesOf(view.getComputedStyle(doc.body).fontFamily));
  const loads = scriptlessFaceRules(doc)
    .filter((rule) => used.has(unquote(rule.style.getPropertyValue('font-family'))))
    .map((rule) => {
      const style = rule.style;
      const face = new view.FontFace(unquote(style.getPropertyValue('font-family')), style.getPropertyValue('src'), {
        weight: style.getPropertyValue('font-weight') || 'normal',
        display: 'swap',
        unicodeRange: style.getPropertyValue('unicode-range') || undefined,
      });
      return face.load();
    });
  if (!loads.length) return Promise.resolve();
  return Promise.allSettled(loads).then((settled) => {
    for (const result of settled) if (result.status === 'fulfilled') doc.fonts.add(result.value);
  });
}
