import type { ReactNode } from 'react';
import { useT } from '@ecopanel/shared-ui';
import { DateText } from '@ecopanel/shared-ui/widgets';
import { catalog } from '../../../../i18n/catalog';

/** One row of a project's facts (inside a `<dl>`): the card and the detail page list them alike. */
export function ProjectFact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** When the project was handed over: the date for the eye in the page's language, ISO 8601 for machines. */
export function CompletedFact({ date }: { date: string }) {
  const t = useT(catalog);
  return (
    <ProjectFact term={t.node('project.completed')}>
      <DateText iso={date} />
    </ProjectFact>
  );
}

/** How many people fitted the project: the number, in a sentence of the page's language. */
export function TeamFact({ team }: { team: number }) {
  const t = useT(catalog);
  return <ProjectFact term={t.node('project.team')}>{t.node('project.teamMembers', { count: team })}</ProjectFact>;
}
