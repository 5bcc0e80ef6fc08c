import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { projectDetails } from '../../data/projectDetails';
import { ProjectGallery } from './ProjectGallery';

const project = projectDetails[14]!;

it('shows the first photo by default and another when its thumbnail is clicked', async () => {
  const user = userEvent.setup();
  render(<ProjectGallery title={project.title} images={project.images} />);
  const main = () => screen.getByRole('img', { name: /Seaside Townhouse, photo/ });
  expect(main()).toHaveAccessibleName('Seaside Townhouse, photo 1 of 4');
  expect(main()).toHaveAttribute('src', '/img/project-15-1-960.webp');
  expect(screen.getByRole('button', { name: 'Show photo 1 of 4' })).toHaveAttribute('aria-pressed', 'true');

  await user.click(screen.getByRole('button', { name: 'Show photo 3 of 4' }));
  expect(main()).toHaveAccessibleName('Seaside Townhouse, photo 3 of 4');
  expect(main()).toHaveAttribute('src', '/img/project-15-3-960.webp');
  expect(screen.getByRole('button', { name: 'Show photo 3 of 4' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'Show photo 1 of 4' })).toHaveAttribute('aria-pressed', 'false');
});

it('has four thumbnails in a labelled list', () => {
  render(<ProjectGallery title={project.title} images={project.images} />);
  expect(screen.getByRole('list', { name: 'Project photos' }).querySelectorAll('li')).toHaveLength(4);
});
