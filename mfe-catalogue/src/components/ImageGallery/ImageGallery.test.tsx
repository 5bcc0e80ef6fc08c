import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRODUCTS } from '../../data/products';
import { ImageGallery } from './ImageGallery';

const maple = PRODUCTS[0]!;
const mainImage = () => {
  const img = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!img) throw new Error('no main image');
  return img;
};

it('shows the first picture first, fetched at once, with its thumbnail pressed', () => {
  render(<ImageGallery images={maple.images} />);
  expect(mainImage()).toHaveAttribute('alt', maple.images[0].alt);
  expect(mainImage()).toHaveAttribute('loading', 'eager');
  expect(mainImage().getAttribute('src')).toMatch(/panel-maple-1000\.webp$/);
  const thumbs = within(screen.getByRole('list', { name: 'Product pictures' })).getAllByRole('button');
  expect(thumbs.map((b) => b.getAttribute('aria-pressed'))).toEqual(['true', 'false']);
});

it('switches the main picture when a thumbnail is clicked', async () => {
  render(<ImageGallery images={maple.images} />);
  await userEvent.click(screen.getByRole('button', { name: /tongue-and-groove profile/ }));
  expect(mainImage()).toHaveAttribute('alt', maple.images[1].alt);
  expect(mainImage().getAttribute('src')).toMatch(/groove-profile-1000\.webp$/);
  expect(screen.getByRole('button', { name: /tongue-and-groove profile/, pressed: true })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Maple Ceiling Sheet/, pressed: false })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: /Maple Ceiling Sheet/ }));
  expect(mainImage()).toHaveAttribute('alt', maple.images[0].alt);
});
