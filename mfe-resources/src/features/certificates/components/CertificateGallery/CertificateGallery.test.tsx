import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { patents, testReports } from '../../data/certificates';
import { CertificateGallery } from './CertificateGallery';

it('shows every document as a small lazy thumbnail with its title', () => {
  render(<CertificateGallery items={patents} />);
  const thumbs = screen.getAllByRole('button');
  expect(thumbs).toHaveLength(39);
  expect(thumbs[0]).toHaveAccessibleName(patents[0]!.title);
  const img = thumbs[0]!.querySelector('img')!;
  expect(img).toHaveAttribute('src', '/img/patent-1-thumb-240.webp');
  expect(img).toHaveAttribute('loading', 'lazy');
  expect(img).toHaveAttribute('width', '240');
});

it('opens the lightbox at the clicked document with the full-size image only', async () => {
  const user = userEvent.setup();
  render(<CertificateGallery items={patents} />);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: patents[9]!.title }));
  const dialog = screen.getByRole('dialog', { name: patents[9]!.title });
  expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/img/patent-10-1000.webp');
  expect(within(dialog).getByText('10 of 39')).toBeInTheDocument();
});

it('closes on Escape and returns focus to the thumbnail of the document last shown', async () => {
  const user = userEvent.setup();
  render(<CertificateGallery items={patents} />);
  await user.click(screen.getByRole('button', { name: patents[0]!.title }));
  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('dialog', { name: patents[38]!.title })).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: patents[38]!.title })).toHaveFocus();
});

it('returns focus to the opening thumbnail when closed without moving', async () => {
  const user = userEvent.setup();
  render(<CertificateGallery items={patents} />);
  const opener = screen.getByRole('button', { name: patents[4]!.title });
  await user.click(opener);
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(opener).toHaveFocus();
});

it('sends each thumbnail’s place in the server’s HTML, and fetches its image once the page has hydrated', async () => {
  const html = renderToString(<CertificateGallery items={testReports} />);
  expect(html).not.toContain('<img');
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  expect(container.querySelectorAll('button')).toHaveLength(testReports.length);
  await act(async () => {
    hydrateRoot(container, <CertificateGallery items={testReports} />);
  });
  const images = [...container.querySelectorAll('img')];
  expect(images.map((img) => img.getAttribute('src'))).toEqual(
    testReports.map((_, i) => `/img/report-${i + 1}-thumb-240.webp`),
  );
  container.remove();
});
