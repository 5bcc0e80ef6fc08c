import { afterPaintVariantFromEnv, eagerAfterPaint } from './afterPaintVariant';
import { afterPaintPreloads, afterPaintScript } from '../boot/afterFirstPaint';

const page = (head: string) => `<!doctype html><html><head>${head}</head><body><div id="root"></div></body></html>`;

describe('the after-paint A/B variant (issue 42 point 3)', () => {
  it('is variant A unless AFTER_PAINT=eager', () => {
    expect(afterPaintVariantFromEnv({})).toBe('held');
    expect(afterPaintVariantFromEnv({ AFTER_PAINT: 'yes' })).toBe('held');
    expect(afterPaintVariantFromEnv({ AFTER_PAINT: 'eager' })).toBe('eager');
  });

  it('requests the held preloads and scripts at once at low priority, and still holds the scripts', () => {
    const html = page(
      afterPaintScript('/static/page-home.1.js') +
        '<script defer src="/static/boot.2.js"></script>' +
        '<script data-after-paint="/static/main.3.js" type="text/plain"></script>' +
        afterPaintPreloads([
          '<link rel="preload" href="/static/chunk.4.js" as="script" fetchpriority="low">',
          '<link rel="preload" href="http://localhost:3001/mf-manifest.json" as="fetch" crossorigin>',
        ]),
    );
    const eager = eagerAfterPaint(html);
    expect(eager).not.toContain('<template');
    expect(eager).toContain('<link rel="preload" href="/static/chunk.4.js" as="script" fetchpriority="low">');
    expect(eager).toContain(
      '<link fetchpriority="low" rel="preload" href="http://localhost:3001/mf-manifest.json" as="fetch" crossorigin>',
    );
    for (const src of ['/static/page-home.1.js', '/static/main.3.js'])
      expect(eager).toContain(`<link rel="preload" href="${src}" as="script" fetchpriority="low">`);
    // The scripts stay data blocks: the boot script runs them after the first paint.
    expect(eager).toContain('<script type="text/plain" data-after-paint="/static/page-home.1.js"></script>');
    expect(eager).toContain('<script data-after-paint="/static/main.3.js" type="text/plain"></script>');
    expect(eager).toContain('<script defer src="/static/boot.2.js"></script>');
    expect(eager).not.toContain('href="/static/boot.2.js"');
  });

  it('leaves a page without held parts as it is', () => {
    const html = page('<script src="/x.js"></script><script type="application/json" id="r">{}</script>');
    expect(eagerAfterPaint(html)).toBe(html);
  });
});
