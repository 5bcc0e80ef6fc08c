import type { ReactNode } from 'react';
import styles from './PageHeader.module.css';

interface Props {
  /** Text, or a node when part of it may be marked with its own language (a project's English name). */
  title: ReactNode;
  /** A line above the title, e.g. the project's category. */
  eyebrow?: ReactNode;
  children?: ReactNode;
  /** Lets a page move focus to its title (tabIndex -1 makes that possible without a Tab stop). */
  headingId?: string;
  /** The title's language when it is not the page's (a project's English name on a Sinhala page). */
  titleLang?: string;
}

/** The page's h1 and its lead paragraph; every resources page starts with one. */
export function PageHeader({ title, eyebrow, children, headingId, titleLang }: Props) {
  return (
    <div className={styles.header}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h1 id={headingId} tabIndex={headingId ? -1 : undefined} className={styles.title} lang={titleLang}>
        {title}
      </h1>
      {children ? <div className={styles.lead}>{children}</div> : null}
    </div>
  );
}
