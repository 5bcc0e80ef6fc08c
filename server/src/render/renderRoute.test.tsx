/** @jest-environment node */
import { lazy, type ComponentType } from 'react';
import { PageMeta } from '@ecopanel/shared-ui';
import type { RemoteId } from '@ecopanel/shell/remotes';
import { pageRequest } from '../http/pageUrl';
import { renderRoute } from './renderRoute';

const SLOT: RemoteId = 'catalogue/ProductRoutes';
// Far enough that ending "at once" and ending at the deadline cannot be mistaken, even on a busy machine.
const soon = () => Date.now() + 5000;

/** The remote's part, counting how often the page around it is rendered (a re-render loop would count hundreds). */
function counted(Part: ComponentType) {
  const count = { renders: 0 };
  const Counted = () => {
    count.renders += 1;
    return <Part />;
  };
  return { count, Counted };
}

/** `/products` rendered with `Part` as the catalogue's part, by `deadline`. */
const renderProducts = (Part: ComponentType, deadline = soon()) =>
  renderRoute(pageRequest('/products'), new Map<RemoteId, ComponentType>([[SLOT, Part]]), deadline);

describe('renderRoute (one render per request)', () => {
  it('renders a loaded remote and waits for its lazy part in the same render', async () => {
    const Lazy = lazy(async () => {
      await new Promise((r) => setTimeout(r, 30));
      return { default: () => <h1>Premium Panel Collection</h1> };
    });
    const started = Date.now();
    const result = await renderProducts(Lazy);
    expect(result.html).toContain('<h1>Premium Panel Collection</h1>');
    expect(result).toMatchObject({ complete: true, errors: [], status: 200 });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(result.html).not.toMatch(/<script>/);
  });

  it('renders in the language the request was read in: its links stay inside it', async () => {
    const Part = () => <h1>Premium Panel Collection</h1>;
    const parts = new Map<RemoteId, ComponentType>([[SLOT, Part]]);
    const tamil = (await renderRoute(pageRequest('/ta/products?sort=name'), parts, soon())).html;
    expect(tamil).toContain('href="/ta/our-story"');
    expect(tamil).not.toContain('href="/our-story"');
    const english = (await renderRoute(pageRequest('/products'), parts, soon())).html;
    expect(english).toContain('href="/our-story"');
    expect(english).not.toContain('href="/ta/our-story"');
  });

  it('ends a part that throws at once: the page keeps its header and footer, the error is reported, one render', async () => {
    const { count, Counted } = counted(() => {
      throw new Error('catalogue broke');
    });
    const started = Date.now();
    const result = await renderProducts(Counted);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(result.complete).toBe(false);
    expect(result.errors).toEqual([expect.objectContaining({ message: 'catalogue broke' })]);
    expect(count.renders).toBeGreaterThanOrEqual(1);
    expect(count.renders).toBeLessThanOrEqual(2);
    expect(result.html).toMatch(/<header/);
    expect(result.html).toMatch(/<footer/);
    expect(result.html).toContain(`data-remote-slot="${SLOT}"`);
    expect(result.html).not.toMatch(/<script>/);
  });

  it('ends a part whose lazy chunk fails to load at once, with the error reported', async () => {
    const Failing = lazy(async () => {
      await new Promise((r) => setTimeout(r, 20));
      throw new Error('Loading chunk 539 failed (503)');
    });
    const { count, Counted } = counted(Failing);
    const started = Date.now();
    const result = await renderProducts(Counted);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(result.complete).toBe(false);
    expect(count.renders).toBeLessThanOrEqual(2);
    expect(result.errors).toEqual([expect.objectContaining({ message: 'Loading chunk 539 failed (503)' })]);
  });

  it('stops at the deadline with what is still loading as its skeleton, and no inline script', async () => {
    const Never = lazy(() => new Promise<{ default: ComponentType }>(() => undefined));
    const started = Date.now();
    const result = await renderProducts(Never, Date.now() + 150);
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(140);
    expect(elapsed).toBeLessThan(2000);
    expect(result).toMatchObject({ complete: false, errors: [] });
    expect(result.html).toMatch(/<footer/);
    expect(result.html).not.toMatch(/<script>/);
  });

  describe("the breadcrumb's last crumb is the page's own title, in the page's language (issue 43 point 3)", () => {
    const PRODUCT = '/si/products/1/maple-ceiling-sheet';
    const crumb = (html: string) => /<span[^>]*aria-current="page"[^>]*>(.*?)<\/span><\/li>/.exec(html)?.[1];
    const page = (title: string) => () => (
      <>
        <PageMeta title={title} description="x" path="/products/1/maple-ceiling-sheet" />
        <h1>{title}</h1>
      </>
    );

    it('waits for the page, lazy as it is, and writes its title in place in the same render', async () => {
      const Lazy = lazy(async () => {
        await new Promise((r) => setTimeout(r, 30));
        return { default: page('මේපල් සිවිලිම් තහඩුව') };
      });
      const started = Date.now();
      const result = await renderRoute(pageRequest(PRODUCT), new Map<RemoteId, ComponentType>([[SLOT, Lazy]]), soon());
      expect(Date.now() - started).toBeLessThan(2000);
      expect(result).toMatchObject({ complete: true, errors: [] });
      expect(crumb(result.html)).toContain('මේපල් සිවිලිම් තහඩුව');
      expect(crumb(result.html)).not.toMatch(/Maple/);
      // Inline, where it stands: no template moved into place by a script (the CSP refuses them).
      expect(result.html).not.toMatch(/<template|<script>/);
    });

    it("names the sections above by the page's menus in its language", async () => {
      const result = await renderRoute(
        pageRequest(PRODUCT),
        new Map<RemoteId, ComponentType>([[SLOT, page('x')]]),
        soon(),
      );
      const nav = /<nav aria-label="[^"]*" class="[^"]*nav[^"]*">(.*?)<\/nav>/.exec(result.html)?.[1] ?? '';
      expect(nav).toContain('මුල් පිටුව');
      expect(nav).toContain('නිෂ්පාදන');
      expect(nav).not.toMatch(/Products|Home/);
    });

    it('does not wait when the part fails: the crumb is the URL, marked English, at once', async () => {
      const started = Date.now();
      const result = await renderRoute(
        pageRequest(PRODUCT),
        new Map<RemoteId, ComponentType>([
          [
            SLOT,
            () => {
              throw new Error('catalogue broke');
            },
          ],
        ]),
        soon(),
      );
      expect(Date.now() - started).toBeLessThan(1000);
      expect(crumb(result.html)).toContain('<span lang="en">Maple Ceiling Sheet</span>');
    });

    it('gives up on a page that gives no title well before the render would count as stuck', async () => {
      const started = Date.now();
      const result = await renderRoute(
        pageRequest(PRODUCT),
        new Map<RemoteId, ComponentType>([[SLOT, () => <p>no title</p>]]),
        soon(),
      );
      expect(Date.now() - started).toBeLessThan(1000);
      expect(result.complete).toBe(true);
      expect(crumb(result.html)).toContain('<span lang="en">Maple Ceiling Sheet</span>');
    });
  });
});
