import type { ReactNode } from 'react';
import { useLang } from '@ecopanel/shared-ui';
import type { NavEntry } from '../data/apps';

/**
 * A menu entry's name in the page's language, as the app that owns the entry wrote it (its
 * site.json or apps.json): as text (an aria-label) or as content, English marked `lang="en"` where
 * the entry has no name in that language.
 */
export function useNavLabel() {
  const lang = useLang();
  const translated = (entry: NavEntry): string | undefined => (lang === 'en' ? entry.label : entry.labels?.[lang]);
  return {
    text: (entry: NavEntry): string => translated(entry) ?? entry.label,
    node: (entry: NavEntry): ReactNode => translated(entry) ?? <span lang="en">{entry.label}</span>,
  };
}
