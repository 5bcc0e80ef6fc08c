import { createElement, type ReactNode } from 'react';
import type { Translate } from 'shared-ui';
import { INSTALLATION, PANEL } from 'shared-ui/data';
import { catalog } from '../../i18n/catalog';
import type en from '../../i18n/en.json';
import type { ProjectDetail } from './data/projectDetails';
import type { ProjectSummary } from './data/projects';

type ResourcesT = Translate<Extract<keyof typeof en, string>>;

/** The figures a story states, from shared-ui's tables, so a translation says the English's number. */
const FIGURES = {
  length: PANEL.standardLengthMm,
  longLength: PANEL.longLengthMm,
  grams: PANEL.gramsPerSqft,
  spacing: INSTALLATION.battenSpacingMaxMm,
  maxTemp: INSTALLATION.maxContinuousTempC,
};

/** A project's text as a string (titles, alt texts, meta) and as page content. */
export interface Words {
  text: string;
  node: ReactNode;
}

/**
 * One of a project's texts in the page's language. The English stays in the data files (one place);
 * en.json passes it through (`"{text}"`), si.json/ta.json hold each text by a stable id
 * (`project.3.feature.2`), so a text a language lacks shows its English, marked lang="en". A project
 * added before its ids are in the catalog (not even in English) shows its data, marked the same.
 */
function words(t: ResourcesT, key: string, english: string): Words {
  const id = `project.${key}` as Parameters<ResourcesT>[0];
  if (!Object.prototype.hasOwnProperty.call(catalog.en, id))
    return { text: english, node: t.lang === 'en' ? english : createElement('span', { lang: 'en' }, english) };
  const values = { text: english, ...FIGURES };
  return { text: t(id, values), node: t.node(id, values) };
}

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
