import {
  AFTER_PAINT_ATTRIBUTE,
  PAINT_WAIT_LIMIT_MS,
  afterPaintPreloads,
  afterPaintScript,
  runAfterFirstPaint,
} from './afterFirstPaint';

/** A PerformanceObserver that reports paints when the test says the page painted. */
class FakeObserver {
  static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
  static observers: FakeObserver[] = [];
  observed?: PerformanceObserverInit;
  constructor(private readonly callback: () => void) {
    FakeObserver.observers.push(this);
  }
  observe(options: PerformanceObserverInit) {
    this.observed = options;
  }
  static paint() {
    for (const o of FakeObserver.observers) o.callback();
  }
}

/** The scripts the boot script added (not its own deferred tag, nor those held back), each with its `async`. */
const ran = () =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script:not([defer]):not([type="text/plain"])')].map((s) => [
    new URL(s.src).pathname,
    s.async,
  ]);

beforeEach(() => {
  document.head.innerHTML =
    afterPaintScript('/static/page-home.2.js') +
    '<script defer src="/static/boot.1.js"></script>' +
    afterPaintScript('/static/main.3.js') +
    afterPaintPreloads([
      '<link rel="preload" href="/static/815.5.js" as="script" fetchpriority="low">',
      '<link rel="preload" href="http://localhost:3001/mf-manifest.json" as="fetch" crossorigin>',
    ]) +
    '<link rel="preload" href="/static/lingui.4.js" as="script" fetchpriority="low" data-lang="si">';
  FakeObserver.observers = [];
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(window, 'PerformanceObserver');
  Reflect.deleteProperty(document, 'visibilityState');
});

const withPaintTiming = () =>
  Object.defineProperty(window, 'PerformanceObserver', { value: FakeObserver, configurable: true });

it('holds the scripts to run after the first paint back: a type the browser does not run', () => {
  expect(afterPaintScript('/static/main.3.js')).toMatch(
    new RegExp(`^<script type="text/plain" ${AFTER_PAINT_ATTRIBUTE}="/static/main.3.js"></script>`),
  );
});

it('runs the marked scripts, in document order and in order of execution, once the page has painted', () => {
  withPaintTiming();
  runAfterFirstPaint();
  expect(ran()).toEqual([]);
  expect(FakeObserver.observers[0]?.observed).toEqual({ type: 'paint', buffered: true });
  FakeObserver.paint();
  expect(ran()).toEqual([
    ['/static/page-home.2.js', false],
    ['/static/main.3.js', false],
  ]);
  // Never twice: neither a later paint nor the time limit runs them again.
  FakeObserver.paint();
  jest.advanceTimersByTime(PAINT_WAIT_LIMIT_MS);
  expect(ran()).toHaveLength(2);
});

/** The preloads in the document, in document order. */
const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((l) => [
    new URL(l.href).pathname,
    l.getAttribute('fetchpriority'),
  ]);

it('requests the held scripts and their chunks with the page, at low priority, and adds no second copy as they start', () => {
  withPaintTiming();
  const before = [
    ['/static/page-home.2.js', 'low'],
    ['/static/main.3.js', 'low'],
    ['/static/815.5.js', 'low'],
    ['/mf-manifest.json', 'low'],
    ['/static/lingui.4.js', 'low'],
  ];
  expect(preloaded()).toEqual(before);
  expect(document.head.querySelector('link[as="fetch"]')?.hasAttribute('crossorigin')).toBe(true);
  runAfterFirstPaint();
  FakeObserver.paint();
  expect(preloaded()).toEqual(before);
  expect(document.querySelector('template')).toBeNull();
});

it('writes a preload of the held script itself, so the file downloads before the script is made', () => {
  expect(afterPaintScript('/static/main.3.js')).toBe(
    `<script type="text/plain" ${AFTER_PAINT_ATTRIBUTE}="/static/main.3.js"></script>` +
      '<link rel="preload" href="/static/main.3.js" as="script" fetchpriority="low">',
  );
});

it('writes nothing where there is nothing to preload', () => {
  expect(afterPaintPreloads([])).toBe('');
});

it('runs them after the time limit where no paint is reported', () => {
  withPaintTiming();
  runAfterFirstPaint();
  jest.advanceTimersByTime(PAINT_WAIT_LIMIT_MS - 1);
  expect(ran()).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(ran().map(([src]) => src)).toEqual(['/static/page-home.2.js', '/static/main.3.js']);
  FakeObserver.paint();
  expect(ran()).toHaveLength(2);
});

it('runs them at once in a tab opened in the background, which paints nothing until it is shown', () => {
  withPaintTiming();
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  runAfterFirstPaint();
  expect(ran()).toHaveLength(2);
  expect(FakeObserver.observers).toEqual([]);
});

it('runs them at once in a browser that reports no paints', () => {
  expect(window.PerformanceObserver).toBeUndefined();
  runAfterFirstPaint();
  expect(ran()).toHaveLength(2);
});
