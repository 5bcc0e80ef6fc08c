import type { ReactNode } from 'react';
import { contentText, type ResourcesT } from '../../i18n/contentText';
import type { ProjectDetail } from './data/projectDetails';
import type { ProjectSummary } from './data/projects';

/** A project's text as a string (titles, alt texts, meta) and as page content. */
export interface Words {
  text: string;
  node: ReactNode;
}

/**
 * One of a project's texts in the page's language, by its stable id (`project.3.feature.2`): the
 * resources' one way for long content (i18n/contentText.ts), with the same figures from shared-ui.
 */
const words = (t: ResourcesT, key: string, english: string): Words => contentText(t, `project.${key}`, english);

/** The grid card's words: the title and the short description. */
export const summaryText = (t: ResourcesT, project: Pick<ProjectSummary, 'id' | 'title' | 'description'>) => ({
  title: words(t, `${project.id}.title`, project.title),
  summary: words(t, `${project.id}.summary`, project.description),
});

const list = (t: ResourcesT, id: number, kind: string, items: readonly string[]) =>
  items.map((item, i) => words(t, `${id}.${kind}.${i + 1}`, item));

/** The detail page's words: the title, the story and its three lists, item by item. */
export const detailText = (
  t: ResourcesT,
  project: Pick<ProjectDetail, 'id' | 'title' | 'description' | 'features' | 'challenges' | 'solutions'>,
) => ({
  title: words(t, `${project.id}.title`, project.title),
  description: words(t, `${project.id}.description`, project.description),
  features: list(t, project.id, 'feature', project.features),
  challenges: list(t, project.id, 'challenge', project.challenges),
  solutions: list(t, project.id, 'solution', project.solutions),
});
