import { useId, type ReactNode } from 'react';
import { Reveal } from '@ecopanel/shared-ui';
import styles from './Section.module.css';

interface Props {
  title: ReactNode;
  /** A line under the heading. */
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
  /**
   * Fade the section in once as it scrolls into view (Our Story's scroll reveal; never for the first
   * screen's content). Off by default: content that is simply there is faster and never half-faded.
   */
  reveal?: boolean;
}

/** A titled page section (h2), so both pages' sections share one outline and one rhythm. */
export function Section({ title, intro, children, className, reveal = false }: Props) {
  const id = useId();
  const body = (
    <>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
    </>
  );
  return (
    <section aria-labelledby={id} className={`${styles.section} ${className ?? ''}`}>
      {reveal ? <Reveal>{body}</Reveal> : body}
    </section>
  );
}
