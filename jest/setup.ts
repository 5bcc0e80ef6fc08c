import '@testing-library/jest-dom';
import './dialog';
import path from 'node:path';
import { TextDecoder, TextEncoder } from 'node:util';
// eslint-disable-next-line import-x/no-relative-packages -- the test set-up is repo tooling, as the build is
import { installedVersions } from '../build-tools/shared';

// react-router 7 needs these and jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no layout: give the APIs the site uses an inert implementation tests can spy on.
// (Integration tests of servers run in the node environment, where there is no window.)
if (typeof window !== 'undefined') {
  if (!window.scrollTo || !('mock' in (window.scrollTo as object))) {
    window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  }
  if (!Element.prototype.scrollIntoView) {
    Element.prototype.scrollIntoView = jest.fn();
  }
  if (!('IntersectionObserver' in window)) {
    class NoIntersectionObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    }
    Object.assign(window, { IntersectionObserver: NoIntersectionObserver });
  }
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener() {},
        removeListener() {},
        addEventListener() {},
        removeEventListener() {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
}

// What rspack gives each app at runtime as its own public path (generated images live under it).
Object.assign(globalThis, { __webpack_public_path__: '/' });

// What createAppConfig inlines for the shell's shared scope: the installed versions of the one
// list of shared packages (build-tools/shared.ts).
Object.assign(globalThis, { __SHARED_VERSIONS__: installedVersions(path.join(__dirname, '..', 'shell')) });

// shared-ui's own words in Sinhala and Tamil (the 404, the WhatsApp link, loading and close labels),
// loaded before any render as the shell's start does before hydrating (shell/src/bootstrap.tsx).
// An app's own catalog is loaded by its tests, as its part loads it on a page.
if (typeof window !== 'undefined') {
  beforeAll(async () => {
    // eslint-disable-next-line import-x/no-relative-packages -- the test set-up is repo tooling
    const { catalogIn, sharedText } = await import('../shared-ui/src/i18n');
    await Promise.all([catalogIn(sharedText, 'si'), catalogIn(sharedText, 'ta')]);
  });
}
