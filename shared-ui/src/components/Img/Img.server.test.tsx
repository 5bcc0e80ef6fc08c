/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { Img } from './Img';

const spec = { name: 'panel-maple', width: 800, height: 600, widths: [800, 400] };

it('preloads the priority image from <head> in AVIF, sized; React preloads nothing inside a <picture> itself', () => {
  const html = renderToString(
    <div>
      <Img base="/img/" spec={spec} alt="Maple panel" priority sizes="50vw" />
      <Img base="/img/" spec={{ ...spec, name: 'other' }} alt="" />
    </div>,
  );
  const links = html.match(/<link [^>]+>/g) ?? [];
  expect(links).toHaveLength(1);
  expect(links[0]).toMatch(/rel="preload" as="image" type="image\/avif" fetchPriority="high"/);
  expect(links[0]).toContain('imageSrcSet="/img/panel-maple-400.avif 400w, /img/panel-maple-800.avif 800w"');
  expect(links[0]).toContain('imageSizes="50vw"');
  expect(html).toMatch(/<img [^>]*width="800" height="600"[^>]*loading="eager"[^>]*fetchPriority="high"/);
});
