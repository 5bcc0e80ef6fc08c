import { useId, type ReactNode } from 'react';
import styles from './Accordion.module.css';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

interface Props {
  items: AccordionItem[];
  /** Level of the heading inside each summary, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** Index open at first; none by default. */
  defaultOpen?: number | null;
  /** Caps the open panel's height (it scrolls, and takes focus so keyboards can scroll it). */
  maxPanelHeight?: string;
  className?: string;
}

/**
 * WAI-ARIA accordion with at most one panel open, built on `<details name>`: the browser opens and
 * closes the panels (one at a time, as the group shares a name), with JavaScript off and before the
 * page has hydrated too, and tells assistive technology each summary's expanded state. React renders
 * the markup only and never sets `open` after the first render, so an answer opened during the load
 * stays open once the page hydrates. Each summary holds its heading (HTML allows one), so the
 * questions stay in the page's outline.
 */
export function Accordion({ items, headingLevel = 3, defaultOpen = null, maxPanelHeight, className }: Props) {
  const base = useId();
  const Heading = `h${headingLevel}` as const;

  return (
    <div className={`${styles.accordion} ${className ?? ''}`}>
      {items.map((item, i) => {
        const summaryId = `${base}-q-${item.id}`;
        return (
          <details key={item.id} name={base} className={styles.item} open={defaultOpen === i || undefined}>
            <summary id={summaryId} className={styles.button}>
              <Heading className={styles.heading}>{item.title}</Heading>
              <svg className={styles.chevron} viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
                <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
            </summary>
            <div
              role="region"
              aria-labelledby={summaryId}
              className={styles.panel}
              style={maxPanelHeight ? { maxHeight: maxPanelHeight, overflowY: 'auto' } : undefined}
              // A panel that scrolls must be reachable by keyboard to be scrolled (axe: scrollable-region-focusable);
              // a closed one is not rendered, so not reached.
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              tabIndex={maxPanelHeight ? 0 : undefined}
            >
              {item.content}
            </div>
          </details>
        );
      })}
    </div>
  );
}
