import { Link } from 'react-router-dom';
import { Img, VisuallyHidden } from 'shared-ui';
import type { ProjectSummary } from '../../data/projects';
import { IMG_BASE } from '../../../../lib/img';
import { CompletedFact, ProjectFact } from '../ProjectFact/ProjectFact';
import styles from './ProjectCard.module.css';

interface Props {
  project: ProjectSummary;
  /** The first card's photo is the page's largest image on arrival: fetch it first. */
  priority?: boolean;
}

/**
 * A project on the grid. Pointer users see the description and the button on an overlay when they
 * hover the photo; keyboard focus reveals it the same way; touch screens show it under the details.
 */
export function ProjectCard({ project, priority = false }: Props) {
  const titleId = `project-card-${project.id}`;
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
        <p className={styles.category}>{project.category}</p>
        <h2 id={titleId} className={styles.title}>
          {project.title}
        </h2>
        <dl className={styles.facts}>
          <CompletedFact date={project.completionDate} />
          <ProjectFact term="Client">{project.clientName}</ProjectFact>
          <ProjectFact term="Team">{project.team} team members</ProjectFact>
        </dl>
      </div>
      <div className={styles.overlay}>
        <p className={styles.description}>{project.description}</p>
        <Link to={project.link} className={styles.button}>
          View Project Details<VisuallyHidden>: {project.title}</VisuallyHidden>
        </Link>
      </div>
    </article>
  );
}
