import { formatOfficeHours, useLang } from 'shared-ui';

/** The office hours, from the site settings, written in the page's language. */
export function OfficeHours() {
  return <>{formatOfficeHours(useLang())}</>;
}
