import { useId, type ReactNode } from 'react';
import { Reveal, Untranslated } from 'shared-ui';
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
  /**
   * The body's text is in the shell's catalog. Until a section's is (issue 25), its body stays
   * English on every page and is marked lang="en" on a Sinhala or Tamil one.
   */
  translated?: boolean;
}

/** A titled page section (h2), so both pages' sections share one outline and one rhythm. */
export function Section({ title, intro, children, className, reveal = false, translated = false }: Props) {
  const id = useId();
  const body = (
    <>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {translated ? children : <Untranslated>{children}</Untranslated>}
    </>
  );
  return (
    <section aria-labelledby={id} className={`${styles.section} ${className ?? ''}`}>
      {reveal ? <Reveal>{body}</Reveal> : body}
    </section>
  );
}
