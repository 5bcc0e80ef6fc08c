// `npm run check:refresh` (with `npm run dev` running): React Fast Refresh measured as a team meets
// it. Each case types or opens something on a page, edits a component of a remote on disk, and
// reports the time from the save to the edit on screen, whether the page reloaded and whether what
// was typed or opened is still there; the file is put back after each case.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launch } from '@ecopanel/dev-tools/chromium';
import { ROOT } from './servers.mjs';

/** An edit of the calculator's heading with a value typed in its form, on the page at `url`. */
const calculatorCase = (name, url) => ({
  name,
  url,
  file: 'mfe-catalogue/src/features/calculator/PanelCalculatorPage.tsx',
  from: '>Panel calculator</h1>',
  to: '>Panel calculator (edited)</h1>',
  edited: (page) => page.getByRole('heading', { level: 1, name: 'Panel calculator (edited)' }),
  state: async (page) => {
    const field = page.getByRole('main').getByRole('textbox').first();
    await field.fill('7.5');
    return async () => `typed value ${JSON.stringify(await field.inputValue())} (was "7.5")`;
  },
});

const CASES = [
  calculatorCase('calculator (catalogue) on the composed page', 'http://localhost:3000/products/calculator'),
  calculatorCase('calculator on the catalogue’s own page', 'http://localhost:3001/products/calculator'),
  {
    name: 'FAQ (resources) on the composed page',
    url: 'http://localhost:3000/resources/faq',
    file: 'mfe-resources/src/pages/FaqPage.tsx',
    from: '<PageHeader title="Frequently Asked Questions">',
    to: '<PageHeader title="Frequently Asked Questions (edited)">',
    edited: (page) => page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions (edited)' }),
    state: async (page) => {
      const question = page.getByRole('main').getByRole('button').nth(1);
      await question.click();
      return async () => `second answer open: ${await question.getAttribute('aria-expanded')}`;
    },
  },
];

const browser = await launch();
let failed = false;
try {
  for (const c of CASES) {
    const file = path.join(ROOT, c.file);
    const original = readFileSync(file, 'utf8');
    if (!original.includes(c.from)) throw new Error(`${c.file} no longer has ${c.from}: update this check`);
    const page = await browser.newPage();
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.goto(c.url, { waitUntil: 'networkidle' });
    const stateNow = await c.state(page);
    const before = loads;
    const saved = Date.now();
    try {
      writeFileSync(file, original.replace(c.from, c.to));
      await c.edited(page).waitFor({ timeout: 15_000 });
      const reloads = loads - before;
      console.log(
        `${c.name}: on screen ${Date.now() - saved} ms after the save, ${reloads} reloads, ${await stateNow()}`,
      );
      failed ||= reloads > 0;
    } catch (error) {
      console.log(`${c.name}: NOT on screen within 15 s (${error.message.split('\n')[0]})`);
      failed = true;
    } finally {
      writeFileSync(file, original);
      await page.close();
    }
    // Let the restore's own update pass before the next case.
    await new Promise((resolve) => setTimeout(resolve, 1500));
  }
} finally {
  await browser.close();
}
process.exitCode = failed ? 1 : 0;
