// What e2e/calculator-*.test.mjs share (the panel calculator, issue #9): the calculator's fields
// and figures in a page, and the calculator opened once the catalogue's part has hydrated.
import { openPage } from './harness.mjs';

/** The calculator's fields, figures and cutting plan in `page`. */
export function calculator(page) {
  const slot = page.locator('[data-remote-slot="catalogue/ProductRoutes"]');
  return {
    slot,
    length: slot.getByRole('textbox', { name: /^Room length/ }),
    width: slot.getByRole('textbox', { name: /^Room width/ }),
    wastage: slot.getByRole('textbox', { name: 'Wastage allowance (%)' }),
    panel: slot.getByRole('combobox', { name: 'Panel' }),
    feet: slot.getByRole('radio', { name: 'Feet' }),
    status: slot.getByRole('status'),
    quote: slot.getByRole('link', { name: 'Request a quotation for this' }),
    figure: (label) => slot.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]'),
    plan: () => slot.getByRole('list', { name: 'Cutting plan' }).getByRole('listitem').allTextContents(),
  };
}

/** `path` opened in a page of `lab`'s browser, the calculator ready; `c` is its calculator. */
export async function openCalculator(lab, path = '/products/calculator', options = {}) {
  const opened = await openPage(lab.browser, options);
  await opened.page.goto(lab.site.url(path));
  await opened.page.getByRole('heading', { level: 1, name: 'Panel calculator' }).waitFor();
  // A reader who waits for the page to work: the catalogue's part has hydrated (RemoteSlot marks it
  // ready once it has mounted). Typing before that is its own test (calculator-estimates, "while the catalogue’s
  // code is on its way"): it found the bug behind two CI runs that lost what was typed here.
  await opened.page.locator('[data-remote-slot="catalogue/ProductRoutes"][data-remote-state="ready"]').waitFor();
  return { ...opened, c: calculator(opened.page) };
}
