import { SHARE_IMAGE_SIZE } from '@ecopanel/shared-ui';
import { images } from '../../images.build';
import { FINISHES } from '@ecopanel/shared-ui/data';
import { panelImage, PRODUCT_SHARE_CARDS, productShareImage } from './images';
import { PRODUCTS } from './products';

const job = (name: string) => images.find((j) => j.spec.name === name);

it('gives every product a share picture: one 1200 x 630 JPEG of the size PageMeta announces', () => {
  for (const product of PRODUCTS) {
    const spec = productShareImage(product.id);
    expect(spec).toEqual({ name: `product-${product.id}`, ...SHARE_IMAGE_SIZE, widths: [SHARE_IMAGE_SIZE.width] });
    expect(job(spec.name)).toMatchObject({ spec, format: 'jpeg' });
  }
  expect(images.filter((j) => j.format === 'jpeg')).toHaveLength(PRODUCTS.length);
});

it('draws each share card with the product’s own title and finish, as PRODUCTS has them', () => {
  const finishOf = (name: string) => FINISHES.find((f) => panelImage(f.id).name === name)?.id;
  expect(PRODUCT_SHARE_CARDS).toEqual(
    PRODUCTS.map((p) => ({ productId: p.id, title: p.title, finish: finishOf(p.image.spec.name) })),
  );
});

it('prints the title and the site name on the card', async () => {
  const svg = await job('product-7')!.svg();
  // Wrapped onto two lines, both centred.
  expect(svg).toContain('>Silver OAK</text>');
  expect(svg).toContain('>Ceiling Sheet</text>');
  expect(svg).toContain('>EcoPanel</text>');
  expect(svg).toContain('CEILING PANEL');
  expect(svg).toMatch(/^<svg [^>]*width="1200" height="630"/);
});

it('still draws the pages’ own pictures as WebP', () => {
  expect(job('panel-maple')!.format).toBeUndefined();
  expect(job('groove-profile')!.format).toBeUndefined();
});
