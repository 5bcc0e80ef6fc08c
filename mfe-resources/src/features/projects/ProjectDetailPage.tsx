import { Suspense } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PageMeta, useT } from 'shared-ui';
import { catalog } from '../../i18n/catalog';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { CompletedFact, ProjectFact, TeamFact } from './components/ProjectFact/ProjectFact';
import { ProjectGallery } from './components/ProjectGallery/ProjectGallery';
import { projectShareImage } from '../../data/images';
import { findProjectDetail } from './data/projectDetails';
import { shareImage } from '../../lib/img';
import { paths } from '../../lib/paths';
import { summary } from '../../lib/text';
import styles from './ProjectDetailPage.module.css';

function BackToProjects() {
  const t = useT(catalog);
  return (
    <Link to={paths.projects} className={styles.back}>
      {t.node('project.back')}
    </Link>
  );
}

function ProjectNotFound({ projectId }: { projectId: string }) {
  const t = useT(catalog);
  return (
    <>
      <PageMeta
        title={t('project.notFound.title')}
        description={t('project.notFound.description')}
        path={`${paths.projects}/${projectId}`}
        notFound
      />
      <PageHeader title={t('project.notFound.title')}>
        <p>{t.node('project.notFound.lead')}</p>
      </PageHeader>
      <BackToProjects />
    </>
  );
}

/**
 * /resources/projects/{projectId}: from the detail records, which hold more than the grid shows.
 * The labels are in the page's language; the project's own story (title, description, lists) is
 * English for now, and marked so.
 */
export function ProjectDetailPage() {
  const t = useT(catalog);
  const { projectId = '' } = useParams();
  const project = findProjectDetail(projectId);
  if (!project) return <ProjectNotFound projectId={projectId} />;

  const lists = [
    { id: 'features', title: t.node('project.features'), items: project.features },
    { id: 'challenges', title: t.node('project.challenges'), items: project.challenges },
    { id: 'solutions', title: t.node('project.solutions'), items: project.solutions },
  ];
  return (
    <>
      <PageMeta
        title={project.title}
        description={summary(project.description)}
        path={paths.project(project.id)}
        image={shareImage(projectShareImage(project.id), t('project.shareAlt', { title: project.title }))}
      />
      <div className={styles.top}>
        <div className={styles.summary}>
          <PageHeader
            title={project.title}
            titleLang="en"
            eyebrow={t.node('project.category', { category: project.category })}
          />
          <dl className={styles.facts}>
            <CompletedFact date={project.completionDate} />
            <TeamFact team={project.team} />
            <ProjectFact term={t.node('project.status')}>
              <span className={styles.status}>{t.node('project.statusValue', { status: project.status })}</span>
            </ProjectFact>
          </dl>
          <p className={styles.description} lang="en">
            {project.description}
          </p>
        </div>
        <div className={styles.gallery}>
          {/* Hydrated as a unit of its own (its own task), as are the project's stories below the fold. */}
          <Suspense fallback={null}>
            <ProjectGallery title={project.title} images={project.images} />
          </Suspense>
        </div>
      </div>
      <Suspense fallback={null}>
        <div className={styles.lists}>
          {lists.map((list) => (
            <section key={list.id} className={styles.list} aria-labelledby={`project-${list.id}`}>
              <h2 id={`project-${list.id}`}>{list.title}</h2>
              <ul lang="en">
                {list.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </Suspense>
      <BackToProjects />
    </>
  );
}
