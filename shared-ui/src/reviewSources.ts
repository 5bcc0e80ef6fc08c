import { siteConfig } from './config/siteConfig';

/**
 * For the content report's review sheet (build-tools/i18n/sources.ts): the English of shared-ui's
 * pass-through message (the opening hours, written from siteConfig; see i18n/officeHours.ts) and
 * the pages that show its text: every page (the frame's WhatsApp link, the 404 page). Run in Node at
 * report time, never shipped.
 */
export const reviewSources = {
  pages: { 'src/i18n': ['*'] },
  texts: [{ catalog: 'src/i18n', id: 'officeHours', english: siteConfig.officeHours }],
};
