import type { HTMLAttributes } from 'react';
import styles from './VisuallyHidden.module.css';

type Props = HTMLAttributes<HTMLElement> & { as?: 'span' | 'div' | 'h2' };

/**
 * Words for screen readers that sighted visitors get from the layout around them (which item a
 * repeated "View Details" link opens, that a link opens a new tab, a live count). A `div` holds
 * block content, such as a form's honeypot field; an `h2`, a heading that only outlines the page.
 */
export function VisuallyHidden({ as: Tag = 'span', className, ...rest }: Props) {
  return <Tag className={className ? `${styles.visuallyHidden} ${className}` : styles.visuallyHidden} {...rest} />;
}
