/**
 * The resources section, in the page's language (src/i18n; useT waits for a Sinhala or Tamil file
 * the first time a page needs it). Long content (FAQ answers, news articles, installation steps,
 * certificate titles) is translated by id (i18n/contentText.ts); what is still English (the projects'
 * stories) is marked lang="en" by each page where it is shown.
 */
export { ResourcesRoutes as default } from '../pages/ResourcesRoutes';
