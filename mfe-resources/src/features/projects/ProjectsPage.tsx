import { PageMeta, useT } from '@ecopanel/shared-ui';
import { catalog } from '../../i18n/catalog';
import { ProjectCard } from './components/ProjectCard/ProjectCard';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { projects } from './data/projects';
import { paths } from '../../lib/paths';
import styles from './ProjectsPage.module.css';

export function ProjectsPage() {
  const t = useT(catalog);
  return (
    <>
      <PageMeta title={t('projects.title')} description={t('projects.description')} path={paths.projects} />
      <PageHeader title={t('projects.title')}>
        <p>{t.node('projects.lead')}</p>
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
