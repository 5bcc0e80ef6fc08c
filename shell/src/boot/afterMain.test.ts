import { afterMainTemplate, requestAfterMain } from './afterMain';

const MAIN = '/static/main.4567.js';
const REMOTE =
  '<link rel="preload" href="http://localhost:3001/releases/abc/mf-manifest.json" as="fetch" crossorigin fetchpriority="low">' +
  '<link rel="preload" href="http://localhost:3001/releases/abc/remoteEntry.js" as="script" fetchpriority="low">';

const page = (held: string) => {
  document.head.innerHTML = `<link as="script" fetchpriority="low" href="${MAIN}" rel="preload">${held}`;
  return document.head.querySelector<HTMLLinkElement>(`link[href="${MAIN}"]`)!;
};
/** The preloads the page has sent: those in the head itself, not in a template. */
const sent = () =>
  [...document.head.querySelectorAll(':scope > link[rel="preload"]')].map((l) => l.getAttribute('href'));

/** The resource entries the browser has written (a response that has ended), by address. */
let entries: string[] = [];
beforeEach(() => {
  entries = [];
  // jsdom has no resource timing.
  Object.defineProperty(performance, 'getEntriesByName', {
    configurable: true,
    value: (name: string) => (entries.includes(name) ? [{ name }] : []),
  });
});
afterEach(() => {
  delete (performance as { getEntriesByName?: unknown }).getEntriesByName;
  document.head.innerHTML = '';
});

it("sends the remote's preloads once main has arrived, each once, as the server wrote them", () => {
  const main = page(afterMainTemplate(MAIN, REMOTE));
  requestAfterMain();
  expect(sent()).toEqual([MAIN]);
  main.dispatchEvent(new Event('load'));
  main.dispatchEvent(new Event('load'));
  expect(sent()).toEqual([
    MAIN,
    'http://localhost:3001/releases/abc/mf-manifest.json',
    'http://localhost:3001/releases/abc/remoteEntry.js',
  ]);
  const manifest = document.head.querySelector(':scope > link[as="fetch"]')!;
  expect(manifest.hasAttribute('crossorigin')).toBe(true);
  expect(manifest.getAttribute('fetchpriority')).toBe('low');
});

it('sends them when main failed too: the remote part then still has its files', () => {
  const main = page(afterMainTemplate(MAIN, REMOTE));
  requestAfterMain();
  main.dispatchEvent(new Event('error'));
  expect(sent()).toHaveLength(3);
});

it('sends them at once when main is in before the boot script runs (its resource entry is written)', () => {
  page(afterMainTemplate(MAIN, REMOTE));
  entries.push(new URL(MAIN, document.baseURI).href);
  requestAfterMain();
  expect(sent()).toHaveLength(3);
});

it('sends them at once when the page has no preload of main to wait for', () => {
  document.head.innerHTML = afterMainTemplate(MAIN, REMOTE);
  requestAfterMain();
  expect(sent()).toHaveLength(2);
});

it('does nothing on a page without held preloads, and the server writes no template for none', () => {
  expect(afterMainTemplate(MAIN, '')).toBe('');
  page('');
  requestAfterMain();
  expect(sent()).toEqual([MAIN]);
});
