import type { ReactNode } from 'react';
import { siteConfig, type OpeningHours } from '../config/siteConfig';
import { sharedText } from './text';
import { useT } from './useT';

/** The part of the day an hour falls in, as the Sinhala and Tamil messages name it. */
const partOfDay = (hour: number) => (hour < 12 ? 'am' : hour < 16 ? 'midday' : hour < 19 ? 'evening' : 'night');

/** "17:30" -> { at: 'evening', time: '5.30' }: the 12-hour clock of the office's sign. */
function clock(hhmm: string) {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return { at: partOfDay(h), time: `${((h + 11) % 12) + 1}.${String(m).padStart(2, '0')}` };
}

/**
 * The office's opening hours in the page's language, from the one structured setting
 * (siteConfig.openingHours). English is the text the site has always shown (siteConfig.officeHours,
 * the spec's "Mon-Fri 8.30am-5.30pm"); Sinhala and Tamil are shared-ui's catalog's `officeHours`
 * message (day names and parts of the day chosen by `select`), so they are drafts in the content
 * report like every other string, and English pages carry none of their words. A language that
 * lacks the message shows the English, marked lang="en".
 */
export function useOfficeHours(
  hours: readonly OpeningHours[] = siteConfig.openingHours,
  english: string = siteConfig.officeHours,
): { text: string; node: ReactNode } {
  const t = useT(sharedText);
  if (t.lang === 'en') return t.content('officeHours', english);
  const blocks = hours.map(({ days, opens, closes }) => {
    const [from, to] = [clock(opens), clock(closes)];
    const [first, last] = [days[0]!, days[days.length - 1]!];
    return t.content('officeHours', english, {
      first,
      last: first === last ? 'none' : last,
      opens: from.time,
      opensAt: from.at,
      closes: to.time,
      closesAt: to.at,
    });
  });
  if (blocks.some((block) => block.text === english)) return t.content('officeHours', english);
  const text = blocks.map((block) => block.text).join('; ');
  return { text, node: text };
}
