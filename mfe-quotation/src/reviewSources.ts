import { publicRoutes } from './publicRoutes';

/**
 * For the content report's review sheet (build-tools/i18n/sources.ts): the pages that show this
 * app's catalog (every message of it has its English in en.json). Run in Node at report time, never shipped.
 */
export const reviewSources = { pages: { 'src/i18n': publicRoutes }, texts: [] };
