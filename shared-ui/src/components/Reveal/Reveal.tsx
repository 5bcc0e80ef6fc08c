import { useRef, type ElementType, type ReactNode } from 'react';
import { useInView } from '../../hooks/useInView';
import styles from './Reveal.module.css';

interface Props {
  children: ReactNode;
  as?: ElementType;
  className?: string;
  /** Stagger within a group, in ms. */
  delayMs?: number;
}

/**
 * Fades and lifts its content in once, the first time it scrolls into view (0.5 s). Under
 * prefers-reduced-motion the content is simply there. Never wrap the LCP element in it.
 */
export function Reveal({ children, as: Tag = 'div', className, delayMs = 0 }: Props) {
  const ref = useRef<HTMLElement>(null);
  const shown = useInView(ref, { rootMargin: '0px 0px -10% 0px' });
  return (
    <Tag
      ref={ref}
      className={`${styles.reveal} ${className ?? ''}`}
      data-revealed={shown}
      style={delayMs ? { transitionDelay: `${delayMs}ms` } : undefined}
    >
      {children}
    </Tag>
  );
}
