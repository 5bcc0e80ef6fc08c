import type { ReactNode } from 'react';
import { useT } from '@ecopanel/shared-ui';
import { catalog } from '../../i18n/catalog';
import styles from './CategoryFilter.module.css';

interface Props {
  categories: readonly string[];
  /** The chosen category, or null for all of them. */
  selected: string | null;
  onSelect: (category: string | null) => void;
}

/** Toggle buttons that narrow the list to one category; with no categories it renders nothing. */
export function CategoryFilter({ categories, selected, onSelect }: Props) {
  const t = useT(catalog);
  if (categories.length === 0) return null;
  const option = (label: ReactNode, value: string | null) => (
    <button
      key={value ?? ''}
      type="button"
      className={styles.option}
      aria-pressed={selected === value}
      onClick={() => onSelect(value)}
    >
      {label}
    </button>
  );
  return (
    <div role="group" aria-label={t('filter.label')} className={styles.filter}>
      {option(t.node('filter.all'), null)}
      {categories.map((category) => option(category, category))}
    </div>
  );
}
