import { Img, RouteLink, useT, VisuallyHidden } from '@ecopanel/shared-ui';
import { catalog } from '../../../../i18n/catalog';
import type { ProjectSummary } from '../../data/projects';
import { summaryText } from '../../projectText';
import { IMG_BASE } from '../../../../lib/img';
import { CompletedFact, ProjectFact, TeamFact } from '../ProjectFact/ProjectFact';
import styles from './ProjectCard.module.css';

interface Props {
  project: ProjectSummary;
  /** The first card's photo is the page's largest image on arrival: fetch it first. */
  priority?: boolean;
}

/**
 * A project on the grid. Pointer users see the description and the button on an overlay when they
 * hover the photo; keyboard focus reveals it the same way; touch screens show it under the details.
 * The project's own words are in the page's language (projectText); the client's town keeps its
 * English name, marked so.
 */
export function ProjectCard({ project, priority = false }: Props) {
  const t = useT(catalog);
  const titleId = `project-card-${project.id}`;
  const text = summaryText(t, project);
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.media}>
        <Img
          base={IMG_BASE}
          spec={project.image}
          alt=""
          priority={priority}
          sizes="(min-width: 64rem) 23rem, (min-width: 40rem) 50vw, 100vw"
          className={styles.image}
        />
      </div>
      <div className={styles.body}>
        <p className={styles.category}>{t.node('project.category', { category: project.category })}</p>
        <h2 id={titleId} className={styles.title}>
          {text.title.node}
        </h2>
        <dl className={styles.facts}>
          <CompletedFact date={project.completionDate} />
          <ProjectFact term={t.node('project.client')}>
            <span lang="en">{project.clientName}</span>
          </ProjectFact>
          <TeamFact team={project.team} />
        </dl>
      </div>
      <div className={styles.overlay}>
        <p className={styles.description}>{text.summary.node}</p>
        <RouteLink to={project.link} className={styles.button}>
          {t.node('project.viewDetails')}
          <VisuallyHidden>: {text.title.node}</VisuallyHidden>
        </RouteLink>
      </div>
    </article>
  );
}
