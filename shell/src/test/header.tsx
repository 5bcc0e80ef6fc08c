// What Header.*.test.tsx share: a stand-in for the popover API jsdom lacks, and the header rendered
// at a path with the live site's navigation.
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SiteNavContext } from '../data/siteNav';
import { LIVE_NAV } from '../data/siteNav.fixture';
import { Header } from '../components/Header/Header';

/**
 * jsdom has no `popover`: a stand-in for the part the header leans on (show, hide, `:popover-open`,
 * the `toggle` event, a `popovertarget` button's click unless prevented). The browser's own, with
 * Escape, light dismiss and focus, is checked end to end (e2e/before-script-slow.test.mjs, keyboard).
 */
const shown = new WeakSet<Element>();

/** Installs the popover stand-in before a file's tests; mocks are restored after each test. */
export function setUpHeaderTests() {
  afterEach(() => jest.restoreAllMocks());
  beforeAll(() => {
    const matches = Element.prototype.matches;
    Element.prototype.matches = function (this: Element, selector: string) {
      return selector === ':popover-open' ? shown.has(this) : matches.call(this, selector);
    } as typeof matches;
    const toggle = (el: HTMLElement, open: boolean) => {
      if (shown.has(el) === open) return;
      if (open) shown.add(el);
      else shown.delete(el);
      el.dispatchEvent(new Event('toggle'));
    };
    HTMLElement.prototype.showPopover = function (this: HTMLElement) {
      toggle(this, true);
    };
    HTMLElement.prototype.hidePopover = function (this: HTMLElement) {
      toggle(this, false);
    };
    Object.defineProperty(HTMLButtonElement.prototype, 'popoverTargetElement', {
      configurable: true,
      get(this: HTMLButtonElement) {
        return document.getElementById(this.getAttribute('popovertarget') ?? '');
      },
    });
    // After React's listener on its root: the button's own action, as the browser runs it.
    document.addEventListener('click', (event) => {
      const button = (event.target as Element).closest?.('button[popovertarget]') as HTMLButtonElement | null;
      const target = button?.popoverTargetElement as HTMLElement | null | undefined;
      if (!target || event.defaultPrevented) return;
      const action = button!.getAttribute('popovertargetaction') ?? 'toggle';
      toggle(target, action === 'toggle' ? !shown.has(target) : action === 'show');
    });
  });
}
export const isOpen = (el: Element | null) => !!el?.matches(':popover-open');

export const at = (path: string) =>
  render(
    <SiteNavContext.Provider value={LIVE_NAV}>
      <MemoryRouter initialEntries={[path]}>
        <Header />
      </MemoryRouter>
    </SiteNavContext.Provider>,
  );
