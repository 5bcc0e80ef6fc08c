import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CategoryFilter } from './CategoryFilter';

function Harness({ categories }: { categories: string[] }) {
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <>
      <CategoryFilter categories={categories} selected={selected} onSelect={setSelected} />
      <output>{selected ?? 'all'}</output>
    </>
  );
}

it('renders no buttons when its category list is empty, as the catalogue has it', () => {
  render(<Harness categories={[]} />);
  expect(screen.queryByRole('group', { name: 'Filter by category' })).not.toBeInTheDocument();
  expect(screen.queryAllByRole('button')).toHaveLength(0);
});

it('offers All plus each category, and marks the chosen one as pressed', async () => {
  render(<Harness categories={['Ceiling Panel', 'Wall Panel']} />);
  const group = screen.getByRole('group', { name: 'Filter by category' });
  expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['All', 'Ceiling Panel', 'Wall Panel']);
  expect(group).toContainElement(screen.getByRole('button', { name: 'All', pressed: true }));

  await userEvent.click(screen.getByRole('button', { name: 'Wall Panel' }));
  expect(screen.getByRole('status')).toHaveTextContent('Wall Panel');
  expect(screen.getByRole('button', { name: 'Wall Panel', pressed: true })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'All', pressed: false })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'All' }));
  expect(screen.getByRole('status')).toHaveTextContent('all');
});
