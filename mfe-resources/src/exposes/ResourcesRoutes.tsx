/**
 * The resources section, in the page's language (src/i18n; useT waits for a Sinhala or Tamil file
 * the first time a page needs it). What is still English (the projects' stories, the FAQ's questions
 * and answers, the news articles, the installation steps) is marked lang="en" by each page where it
 * is shown.
 */
export { ResourcesRoutes as default } from '../pages/ResourcesRoutes';
