import type { ReactNode } from 'react';
import { DateText } from 'shared-ui';

/** One row of a project's facts (inside a `<dl>`): the card and the detail page list them alike. */
export function ProjectFact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** When the project was handed over: the date for the eye in the page's language, ISO 8601 for machines. */
export function CompletedFact({ date }: { date: string }) {
  return (
    <ProjectFact term="Completed">
      <DateText iso={date} />
    </ProjectFact>
  );
}
