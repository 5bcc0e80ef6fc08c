import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe's violations inside `selector` (the whole document by default), one line each: the rule and
 * the elements it found, so a failing assertion names them.
 */
export async function axeViolations(page, selector) {
  // Evaluated through DevTools, so the page's CSP (no inline scripts) does not apply to axe itself.
  await page.evaluate(axeSource);
  const result = await page.evaluate((s) => window.axe.run(s ?? document, { resultTypes: ['violations'] }), selector);
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
