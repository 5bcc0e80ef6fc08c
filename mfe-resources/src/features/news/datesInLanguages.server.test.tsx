/**
 * @jest-environment node
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { Lang } from '@ecopanel/shared-ui';
import { ProjectDetailPage } from '../projects/ProjectDetailPage';
import { NewsAndEventsPage } from './NewsAndEventsPage';
import { loadCatalogs, pageAt } from '../../test/renderPage';

// renderToString does not wait for a suspended catalog: load it first, as the server's render waits for it.
beforeAll(loadCatalogs);

// What the shell's server writes (renderToString in Node, as server/src does) for the dates of
// news and projects on each language's page; the e2e test (e2e/languages) reads the same text in
// Chromium after hydration.
const serverHtml = (lang: Lang, path: string, routePath: string, page: ReactElement) =>
  renderToString(pageAt(page, path, routePath, lang));

it.each<[Lang, string]>([
  ['en', '<time dateTime="2024-06-14">14 June 2024</time>'],
  ['si', '<time dateTime="2024-06-14" lang="si">2024 ජූනි 14</time>'],
  ['ta', '<time dateTime="2024-06-14" lang="ta">14 ஜூன், 2024</time>'],
])('the server writes the news dates in the page language (%s)', (lang, time) => {
  const html = serverHtml(lang, '/resources/news-and-events', 'news-and-events', <NewsAndEventsPage />);
  expect(html.replace(/ class="[^"]*"/g, '')).toContain(time);
});

it.each<[Lang, string]>([
  ['en', '<time dateTime="2023-09">September 2023</time>'],
  ['si', '<time dateTime="2023-09" lang="si">2023 සැප්තැම්බර්</time>'],
  ['ta', '<time dateTime="2023-09" lang="ta">செப்டெம்பர் 2023</time>'],
])("the server writes a project's completion month in the page language (%s)", (lang, time) => {
  expect(serverHtml(lang, '/resources/projects/3', 'projects/:projectId', <ProjectDetailPage />)).toContain(time);
});
