import { Suspense } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PageMeta } from 'shared-ui';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { CompletedFact, ProjectFact } from './components/ProjectFact/ProjectFact';
import { ProjectGallery } from './components/ProjectGallery/ProjectGallery';
import { projectShareImage } from '../../data/images';
import { findProjectDetail } from './data/projectDetails';
import { shareImage } from '../../lib/img';
import { paths } from '../../lib/paths';
import { summary } from '../../lib/text';
import styles from './ProjectDetailPage.module.css';

function ProjectNotFound({ projectId }: { projectId: string }) {
  return (
    <>
      <PageMeta
        title="Project not found"
        description="This project does not exist. See all our installation projects."
        path={`${paths.projects}/${projectId}`}
        notFound
      />
      <PageHeader title="Project not found">
        <p>We could not find that project. It may have been moved, or the link may be mistyped.</p>
      </PageHeader>
      <Link to={paths.projects} className={styles.back}>
        Back to all projects
      </Link>
    </>
  );
}

/** /resources/projects/{projectId}: from the detail records, which hold more than the grid shows. */
export function ProjectDetailPage() {
  const { projectId = '' } = useParams();
  const project = findProjectDetail(projectId);
  if (!project) return <ProjectNotFound projectId={projectId} />;

  const lists = [
    { id: 'features', title: 'Project Features', items: project.features },
    { id: 'challenges', title: 'Challenges', items: project.challenges },
    { id: 'solutions', title: 'Solutions', items: project.solutions },
  ];
  return (
    <>
      <PageMeta
        title={project.title}
        description={summary(project.description)}
        path={paths.project(project.id)}
        image={shareImage(projectShareImage(project.id), `${project.title}: a ceiling we clad in our panels`)}
      />
      <div className={styles.top}>
        <div className={styles.summary}>
          <PageHeader title={project.title} eyebrow={project.category} />
          <dl className={styles.facts}>
            <CompletedFact date={project.completionDate} />
            <ProjectFact term="Team">{project.team} team members</ProjectFact>
            <ProjectFact term="Status">
              <span className={styles.status}>{project.status}</span>
            </ProjectFact>
          </dl>
          <p className={styles.description}>{project.description}</p>
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
              <ul>
                {list.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </Suspense>
      <Link to={paths.projects} className={styles.back}>
        Back to all projects
      </Link>
    </>
  );
}
