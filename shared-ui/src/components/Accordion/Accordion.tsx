import { useId, useState, type ReactNode } from 'react';
import styles from './Accordion.module.css';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

interface Props {
  items: AccordionItem[];
  /** Level of the heading wrapping each button, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** Index open at first; none by default. */
  defaultOpen?: number | null;
  /** Caps the open panel's height (it scrolls, and takes focus so keyboards can scroll it). */
  maxPanelHeight?: string;
  className?: string;
}

/**
 * WAI-ARIA accordion with at most one panel open: opening one closes the other, clicking the open
 * one closes it. Collapsed panels are `hidden`, so neither eyes nor screen readers meet them.
 */
export function Accordion({ items, headingLevel = 3, defaultOpen = null, maxPanelHeight, className }: Props) {
  const [open, setOpen] = useState<number | null>(defaultOpen);
  const base = useId();
  const Heading = `h${headingLevel}` as const;

  return (
    <div className={`${styles.accordion} ${className ?? ''}`}>
      {items.map((item, i) => {
        const expanded = open === i;
        const buttonId = `${base}-button-${item.id}`;
        const panelId = `${base}-panel-${item.id}`;
        return (
          <div key={item.id} className={styles.item}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                className={styles.button}
                onClick={() => setOpen(expanded ? null : i)}
              >
                <span>{item.title}</span>
                <svg className={styles.chevron} viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
                  <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!expanded}
              className={styles.panel}
              style={maxPanelHeight ? { maxHeight: maxPanelHeight, overflowY: 'auto' } : undefined}
              // A panel that scrolls must be reachable by keyboard to be scrolled (axe: scrollable-region-focusable).
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              tabIndex={maxPanelHeight && expanded ? 0 : undefined}
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
