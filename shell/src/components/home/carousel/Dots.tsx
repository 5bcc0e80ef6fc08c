import styles from './Dots.module.css';

interface Props {
  count: number;
  current: number;
  /** Accessible name of the group, e.g. "Choose a slide". */
  label: string;
  /** Accessible name of dot `i` (0-based), e.g. "Go to slide 1". */
  dotLabel: (i: number) => string;
  onSelect: (i: number) => void;
  tone?: 'light' | 'dark';
}

/** A row of dot buttons; the current one is marked with aria-current. Each has a 44px tap target. */
export function Dots({ count, current, label, dotLabel, onSelect, tone = 'dark' }: Props) {
  return (
    <div role="group" aria-label={label} className={`${styles.dots} ${tone === 'light' ? styles.light : ''}`}>
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          className={styles.dot}
          aria-label={dotLabel(i)}
          aria-current={i === current ? 'true' : undefined}
          onClick={() => onSelect(i)}
        />
      ))}
    </div>
  );
}
