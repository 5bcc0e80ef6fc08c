import { useOfficeHours } from '@ecopanel/shared-ui';

/** The office hours, from the site settings, in the page's language. */
export function OfficeHours() {
  return <>{useOfficeHours().node}</>;
}
