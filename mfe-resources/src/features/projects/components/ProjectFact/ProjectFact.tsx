import type { ReactNode } from 'react';
import { formatDate } from '../../../../lib/text';

/** One row of a project's facts (inside a `<dl>`): the card and the detail page list them alike. */
export function ProjectFact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** When the project was handed over: the date for the eye, ISO 8601 for machines. */
export function CompletedFact({ date }: { date: string }) {
  return (
    <ProjectFact term="Completed">
      <time dateTime={date}>{formatDate(date)}</time>
    </ProjectFact>
  );
}
