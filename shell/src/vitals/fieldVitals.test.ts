import { startFieldVitals } from './fieldVitals';

type Callback = (metric: object) => void;
const callbacks: Record<string, Callback> = {};
jest.mock('web-vitals', () => ({
  onLCP: (cb: Callback) => (callbacks.LCP = cb),
  onINP: (cb: Callback) => (callbacks.INP = cb),
  onCLS: (cb: Callback) => (callbacks.CLS = cb),
  onTTFB: (cb: Callback) => (callbacks.TTFB = cb),
}));

const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

it('sends INP with its element and longest phase, and the other metrics as name and value (issue 42 point 6)', async () => {
  document.body.innerHTML = '<div id="root"><header><button class="menu">≡</button></header></div>';
  const sent: Blob[] = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (_: string, blob: Blob) => sent.push(blob),
  });
  Object.defineProperty(window, 'requestIdleCallback', { configurable: true, value: (run: () => void) => run() });
  // The token the server put in the page's Server-Timing (jsdom has no navigation entry).
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    value: () => [{ serverTiming: [{ name: 'vt', description: 'token-1' }] }],
  });
  startFieldVitals();
  await new Promise((resolve) => setTimeout(resolve, 0));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(callbacks.INP).toBeDefined();
  const target = document.querySelector('button');
  callbacks.LCP!({ name: 'LCP', value: 1200, entries: [{ element: target }] });
  callbacks.INP!({
    name: 'INP',
    value: 232,
    entries: [{ name: 'click', startTime: 1000, duration: 232, processingStart: 1180, processingEnd: 1190, target }],
  });
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
  window.dispatchEvent(new Event('visibilitychange'));
  expect(sent).toHaveLength(1);
  const body = JSON.parse(await readBlob(sent[0]!)) as Record<string, unknown>;
  // The page says only that the server's HTML was there: the server files it under the token's remote and release.
  expect(body).toEqual(expect.objectContaining({ rendering: 'server', view: true, token: 'token-1' }));
  expect(Object.keys(body).sort()).toEqual(['metrics', 'rendering', 'token', 'view']);
  expect(body.metrics).toEqual([
    { name: 'LCP', value: 1200 },
    { name: 'INP', value: 232, target: 'div#root > header > button.menu', phase: 'input-delay' },
  ]);
});
