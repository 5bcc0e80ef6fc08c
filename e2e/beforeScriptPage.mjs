// What e2e/before-script-*.test.mjs share (issue 42 point 4, the page's controls working before
// their script): the viewports, and readers of a popover's and a <details>' state.

export const PHONE = { width: 390, height: 844 };
export const WIDE = { width: 1280, height: 800 };
export const popoverOpen = (locator) => locator.evaluate((el) => el.matches(':popover-open'));
export const isOpen = (details) => details.evaluate((el) => el.open);

/** The `<details>` of the question whose heading is `name` (inside `scope`). */
export const question = (scope, name) =>
  scope.locator('details').filter({ has: scope.page().getByRole('heading', { name, exact: true }) });
