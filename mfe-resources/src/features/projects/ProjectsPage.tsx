import { PageMeta } from 'shared-ui';
import { ProjectCard } from './components/ProjectCard/ProjectCard';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { projects } from './data/projects';
import { paths } from '../../lib/paths';
import styles from './ProjectsPage.module.css';

export function ProjectsPage() {
  return (
    <>
      <PageMeta
        title="Our Installation Projects"
        description="Fifteen homes, offices, hotels, clinics and factories across Sri Lanka finished with our UPVC ceiling panels."
        path={paths.projects}
      />
      <PageHeader title="Our Installation Projects">
        <p>
          Homes, offices, hotels, clinics and factories across Sri Lanka, finished by our installation teams. Open a
          project to see the photos, the challenges and how we solved them.
        </p>
      </PageHeader>
      <ul className={styles.grid}>
        {projects.map((project, i) => (
          <li key={project.id} className={styles.item}>
            <ProjectCard project={project} priority={i === 0} />
          </li>
        ))}
      </ul>
    </>
  );
}
