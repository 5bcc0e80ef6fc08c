import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { projects } from '../../data/projects';
import { ProjectCard } from './ProjectCard';

it('shows the summary fields and a View Project Details link to the detail route', () => {
  const project = projects[3]!;
  render(
    <MemoryRouter>
      <ProjectCard project={project} />
    </MemoryRouter>,
  );
  const card = screen.getByRole('article', { name: 'Garment Factory Production Floor' });
  expect(within(card).getByText('Industrial')).toBeInTheDocument();
  expect(within(card).getByText('June 2023')).toHaveAttribute('datetime', '2023-06');
  expect(within(card).getByText('Katunayake')).toBeInTheDocument();
  expect(within(card).getByText('22 team members')).toBeInTheDocument();
  expect(within(card).getByText(project.description)).toBeInTheDocument();
  const link = within(card).getByRole('link', { name: /^View Project Details\s?: Garment Factory Production Floor$/ });
  expect(link).toHaveAttribute('href', '/resources/projects/4');
});

it("shows the project's photo at card sizes, lazily unless it is the first", () => {
  const { container, rerender } = render(
    <MemoryRouter>
      <ProjectCard project={projects[0]!} />
    </MemoryRouter>,
  );
  const img = container.querySelector('img')!;
  expect(img).toHaveAttribute('src', '/img/project-1-1-960.webp');
  expect(img.getAttribute('srcset')).toContain('/img/project-1-1-480.webp 480w');
  expect(img).toHaveAttribute('width', '960');
  expect(img).toHaveAttribute('loading', 'lazy');
  rerender(
    <MemoryRouter>
      <ProjectCard project={projects[0]!} priority />
    </MemoryRouter>,
  );
  expect(container.querySelector('img')).toHaveAttribute('loading', 'eager');
});
