import { siteConfig } from '../config/siteConfig';

export interface PageMetaProps {
  /** The page's own name; the site name is prefixed here so every page uses one format. */
  title: string;
  description: string;
  /** Absolute path of the canonical URL, e.g. `/products/1/maple-ceiling-sheet`. */
  path: string;
  noindex?: boolean;
}

export const pageTitle = (title: string): string => `${siteConfig.siteName} | ${title}`;
export const canonicalUrl = (path: string): string =>
  `${siteConfig.siteUrl}${path === '/' ? '/' : path.replace(/\/$/, '')}`;

/** React 19 hoists these into <head>; no helmet needed. */
export function PageMeta({ title, description, path, noindex }: PageMetaProps) {
  return (
    <>
      <title>{pageTitle(title)}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonicalUrl(path)} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
    </>
  );
}
