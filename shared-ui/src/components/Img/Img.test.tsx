import { render, screen } from '@testing-library/react';
import { Img, imageSources } from './Img';

const spec = { name: 'panel-maple', width: 800, height: 600, widths: [800, 400] };

it('builds a srcset from the generated widths, smallest first, and the largest as src', () => {
  expect(imageSources('https://cdn.test/img/', spec)).toEqual({
    src: 'https://cdn.test/img/panel-maple-800.webp',
    srcSet: 'https://cdn.test/img/panel-maple-400.webp 400w, https://cdn.test/img/panel-maple-800.webp 800w',
  });
});

it('reserves its box and loads lazily unless it is the priority image', () => {
  const { rerender } = render(<Img base="/img/" spec={spec} alt="Maple panel" sizes="50vw" />);
  const img = screen.getByRole('img', { name: 'Maple panel' });
  expect(img).toHaveAttribute('width', '800');
  expect(img).toHaveAttribute('height', '600');
  expect(img).toHaveAttribute('loading', 'lazy');
  expect(img).toHaveAttribute('sizes', '50vw');
  rerender(<Img base="/img/" spec={spec} alt="Maple panel" priority />);
  expect(img).toHaveAttribute('loading', 'eager');
  expect(img).toHaveAttribute('fetchpriority', 'high');
});

it('offers the AVIF renditions first, with the WebP ones on the <img> as the fallback', () => {
  const { container } = render(<Img base="/img/" spec={spec} alt="Maple panel" sizes="50vw" />);
  const source = container.querySelector('picture > source');
  expect(source).toHaveAttribute('type', 'image/avif');
  expect(source).toHaveAttribute('srcset', '/img/panel-maple-400.avif 400w, /img/panel-maple-800.avif 800w');
  expect(source).toHaveAttribute('sizes', '50vw');
  expect(container.querySelector('picture > img')).toHaveAttribute('src', '/img/panel-maple-800.webp');
});
