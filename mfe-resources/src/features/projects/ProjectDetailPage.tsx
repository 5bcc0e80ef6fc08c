import { Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { PageMeta, RouteLink, useT } from '@ecopanel/shared-ui';
import { catalog } from '../../i18n/catalog';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { CompletedFact, ProjectFact, TeamFact } from './components/ProjectFact/ProjectFact';
import { ProjectGallery } from './components/ProjectGallery/ProjectGallery';
import { projectShareImage } from '../../data/images';
import { findProjectDetail } from './data/projectDetails';
import { detailText } from './projectText';
import { shareImage } from '../../lib/img';
import { paths } from '../../lib/paths';
import { summary } from '../../lib/text';
import styles from './ProjectDetailPage.module.css';

function BackToProjects() {
  const t = useT(catalog);
  return (
    <RouteLink to={paths.projects} className={styles.back}>
      {t.node('project.back')}
    </RouteLink>
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
 * Labels and the project's own story (title, description, lists) in the page's language; a text
 * the language lacks shows in English, marked lang="en" (projectText).
 */
export function ProjectDetailPage() {
  const t = useT(catalog);
  const { projectId = '' } = useParams();
  const project = findProjectDetail(projectId);
  if (!project) return <ProjectNotFound projectId={projectId} />;

  const text = detailText(t, project);
  const lists = [
    { id: 'features', title: t.node('project.features'), items: text.features },
    { id: 'challenges', title: t.node('project.challenges'), items: text.challenges },
    { id: 'solutions', title: t.node('project.solutions'), items: text.solutions },
  ];
  return (
    <>
      <PageMeta
        title={text.title.text}
        description={summary(text.description.text)}
        path={paths.project(project.id)}
        image={shareImage(projectShareImage(project.id), t('project.shareAlt', { title: text.title.text }))}
      />
      <div className={styles.top}>
        <div className={styles.summary}>
          <PageHeader title={text.title.node} eyebrow={t.node('project.category', { category: project.category })} />
          <dl className={styles.facts}>
            <CompletedFact date={project.completionDate} />
            <TeamFact team={project.team} />
            <ProjectFact term={t.node('project.status')}>
              <span className={styles.status}>{t.node('project.statusValue', { status: project.status })}</span>
            </ProjectFact>
          </dl>
          <p className={styles.description}>{text.description.node}</p>
        </div>
        <div className={styles.gallery}>
          {/* Hydrated as a unit of its own (its own task), as are the project's stories below the fold. */}
          <Suspense fallback={null}>
            <ProjectGallery title={text.title.text} images={project.images} />
          </Suspense>
        </div>
      </div>
      <Suspense fallback={null}>
        <div className={styles.lists}>
          {lists.map((list) => (
            <section key={list.id} className={styles.list} aria-labelledby={`project-${list.id}`}>
              <h2 id={`project-${list.id}`}>{list.title}</h2>
              <ul>
                {list.items.map((item) => (
                  <li key={item.text}>{item.node}</li>
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
