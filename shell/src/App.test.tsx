import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { readLocalRemotes, Where } from './test/localRemotes';
import { App } from './App';

beforeAll(readLocalRemotes);

const at = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
      <Where />
    </MemoryRouter>,
  );

it.each([
  ['/products', 'Premium Panel Collection', 'catalogue'],
  ['/resources/faq', 'Frequently Asked Questions', 'resources'],
  ['/contact', 'Request a Quotation', 'quotation'],
])('%s is rendered by the %s remote inside the shell frame', async (path, heading, remote) => {
  at(path);
  // The first test of a remote compiles its whole source in jest: seconds on a busy machine.
  const h1 = await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 });
  await waitFor(() =>
    expect(h1.closest(`[data-remote-slot^="${remote}/"]`)).toHaveAttribute('data-remote-state', 'ready'),
  );
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
});

it('redirects /projects to /resources/projects', async () => {
  at('/projects');
  expect(await screen.findByRole('heading', { level: 1, name: 'Our Installation Projects' })).toBeInTheDocument();
  expect(screen.getByTestId('where')).toHaveTextContent('/resources/projects');
});

it('renders /contact-us as an empty page with header, breadcrumb and footer', () => {
  at('/contact-us');
  expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Contact Us');
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
});

it('shows the 404 page for any other path', () => {
  at('/definitely/not/here');
  expect(screen.getByText("Oops! You're drifting in space. This page doesn't exist.")).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Return to Earth' })).toHaveAttribute('href', '/');
});

it('home has no breadcrumb and loads its widgets only near the viewport', async () => {
  at('/');
  expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
  expect(await screen.findByRole('status', { name: 'Loading the green impact monitor' })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Loading the featured products' })).toBeInTheDocument();
});
