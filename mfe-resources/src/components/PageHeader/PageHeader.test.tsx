import { render, screen } from '@testing-library/react';
import { PageHeader } from './PageHeader';

it('gives the page its one h1, with an optional eyebrow and lead', () => {
  render(
    <PageHeader title="Seaside Townhouse" eyebrow="Residential">
      <p>Lead text</p>
    </PageHeader>,
  );
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1, name: 'Seaside Townhouse' })).not.toHaveAttribute('tabindex');
  expect(screen.getByText('Residential')).toBeInTheDocument();
  expect(screen.getByText('Lead text')).toBeInTheDocument();
});

it('can take focus programmatically when given an id, without adding a Tab stop', () => {
  render(<PageHeader title="News" headingId="top" />);
  const h1 = screen.getByRole('heading', { level: 1 });
  expect(h1).toHaveAttribute('id', 'top');
  expect(h1).toHaveAttribute('tabindex', '-1');
});
