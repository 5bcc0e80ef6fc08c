/** Every path this remote links to; the shell mounts the remote at this prefix. */
export const BASE = '/resources';

export const paths = {
  hub: BASE,
  projects: `${BASE}/projects`,
  project: (id: number) => `${BASE}/projects/${id}`,
  faq: `${BASE}/faq`,
  news: `${BASE}/news`,
  newsAndEvents: `${BASE}/news-and-events`,
  certificate: `${BASE}/certificate`,
  installation: `${BASE}/installation`,
} as const;

/** The id of a full article on the news-and-events page, and the hash news cards link to. */
export const newsAnchor = (id: number) => `news-${id}`;
export const newsArticleLink = (id: number) => `${paths.newsAndEvents}#${newsAnchor(id)}`;
