import styles from './CategoryFilter.module.css';

interface Props {
  categories: readonly string[];
  /** The chosen category, or null for all of them. */
  selected: string | null;
  onSelect: (category: string | null) => void;
}

/** Toggle buttons that narrow the list to one category; with no categories it renders nothing. */
export function CategoryFilter({ categories, selected, onSelect }: Props) {
  if (categories.length === 0) return null;
  const option = (label: string, value: string | null) => (
    <button
      key={label}
      type="button"
      className={styles.option}
      aria-pressed={selected === value}
      onClick={() => onSelect(value)}
    >
      {label}
    </button>
  );
  return (
    <div role="group" aria-label="Filter by category" className={styles.filter}>
      {option('All', null)}
      {categories.map((category) => option(category, category))}
    </div>
  );
}
