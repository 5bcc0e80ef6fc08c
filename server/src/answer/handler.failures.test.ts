/** @jest-environment node */
// The handler when the remote fails: its origin down (the last good page served, a new release rendered
// afresh), a render stuck (answered stale at once), a render failed (not tried again for 2 s).
import type { RenderResult, RenderTask } from '../render/renderPage';
import { StuckRenderError } from '../render/renderPool';
import { answered, catalogue, eventually, serveCatalogue, site } from './test/ssrSite';

serveCatalogue();

describe('createSsrHandler', () => {
  it('keeps serving the last good page when the remote cannot be read, and renders its new release afresh', async () => {
    const renderer = jest.fn(async (task: RenderTask) => ({ ...answered(200), body: `release ${task.release?.id}` }));
    const { get } = site(renderer);
    expect((await get('/products')).body).toBe('release aaaaaa000001');
    catalogue.up = false;
    const stale = jest.fn();
    // Reads of the pointer fail from now on: each answer is still the page of the release it had.
    const until = Date.now() + 300;
    while (Date.now() < until) {
      stale((await get('/products')).body);
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(new Set(stale.mock.calls.map(([body]) => body))).toEqual(new Set(['release aaaaaa000001']));
    catalogue.up = true;
    catalogue.releaseId = 'bbbbbb000002';
    const next = await eventually(
      () => get('/products'),
      (page) => page.body !== 'release aaaaaa000001',
    );
    expect(next.body).toBe('release bbbbbb000002');
    expect(next.headers['x-remote-release']).toBe('catalogue@bbbbbb000002');
  });

  it('answers the last good page at once while a render of the release is stuck, and does not try that release again', async () => {
    let stuck = false;
    const renderer = jest.fn(async (task: RenderTask) => {
      if (stuck) throw new StuckRenderError(1500);
      return { ...answered(200), body: `release ${task.release?.id}` };
    });
    const { get, lines } = site(renderer);
    await get('/products');
    catalogue.releaseId = 'cccccc000003';
    stuck = true;
    const held = await eventually(
      () => get('/products'),
      () => renderer.mock.calls.length > 1,
    );
    expect(held.status).toBe(200);
    expect(held.body).toBe('release aaaaaa000001');
    expect(held.headers['x-stale']).toBe('1');
    const calls = renderer.mock.calls.length;
    for (let i = 0; i < 5; i++) await get(`/products/${i + 1}/maple-ceiling-sheet`);
    expect(renderer).toHaveBeenCalledTimes(calls);
    expect(lines.some((l) => /never ended/.test(l))).toBe(true);
  });

  it('does not render a page of a release again for 2 s after its render failed: the remote is not hammered', async () => {
    const renderer = jest.fn(async (): Promise<RenderResult> => ({
      ...answered(200),
      degraded: true,
      loadError: { message: 'chunk 503' },
    }));
    const { get } = site(renderer);
    const first = await eventually(
      () => get('/products?sort=name'),
      (a) => renderer.mock.calls.length > 0 && a.headers['x-remote-deferred'] !== undefined,
    );
    expect(first.status).toBe(200);
    const calls = renderer.mock.calls.length;
    for (let i = 0; i < 5; i++) expect((await get('/products?sort=name')).headers['x-remote-deferred']).toBeDefined();
    expect(renderer).toHaveBeenCalledTimes(calls);
  });
});
