import { siteConfig } from '../config/siteConfig';
import { ResponseStatus } from '../server/ServerResponse';
import { langAlternates, langUrl } from '../lang/alternates';
import { useLang } from '../lang/LangContext';
import { DEFAULT_LANG, LANGS, type Lang } from '../lang/langPath';
import { sharedText } from '../i18n/text';
import { useT } from '../i18n/useT';
import { useGivePageTitle } from '../lib/pageTitle';

/** A link-preview picture (1200 x 630 is what chat apps and social sites show large). */
export interface ShareImage {
  /** Absolute URL: link previews are fetched by other sites' servers. */
  url: string;
  width: number;
  height: number;
  alt: string;
}

export interface PageMetaProps {
  /** The page's own name; the site name is prefixed here so every page uses one format. */
  title: string;
  description: string;
  /**
   * Absolute path of the canonical URL inside the page's language, e.g.
   * `/products/1/maple-ceiling-sheet`: on a Sinhala page the canonical is its `/si/...` URL.
   */
  path: string;
  /** The page stands for something that does not exist: `noindex`, and the server answers 404. */
  notFound?: boolean;
  /** Open Graph type: a product page is `product`, a news article `article`. */
  type?: 'website' | 'product' | 'article';
  /** Defaults to the site's own share picture, described in the page's language. */
  image?: ShareImage;
}

/**
 * Open Graph's locale of each language (language_TERRITORY): a link preview says which language the
 * page is in, and `og:locale:alternate` names the page's other languages.
 */
export const OG_LOCALES: Record<Lang, string> = { en: 'en_LK', si: 'si_LK', ta: 'ta_LK' };

/** The site-wide share picture, drawn by the shell's image build (shell/images.build.ts). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
export const defaultShareImage = (): ShareImage => ({
  url: `${siteConfig.siteUrl}/share/site.jpg`,
  ...SHARE_IMAGE_SIZE,
  alt: `${siteConfig.siteName}: sustainable UPVC ceiling and wall panels`,
});

export const pageTitle = (title: string): string => `${siteConfig.siteName} | ${title}`;
export const canonicalUrl = (path: string, lang: Lang = DEFAULT_LANG): string =>
  langUrl(siteConfig.siteUrl, lang, path);

/**
 * React 19 hoists these into <head>; no helmet needed. The shell's server renders them into the
 * HTML, so a link pasted in a chat app (which runs no JavaScript) shows the page's own preview.
 */
export function PageMeta({ title, description, path, notFound, type = 'website', image }: PageMetaProps) {
  const lang = useLang();
  const t = useT(sharedText);
  const url = canonicalUrl(path, lang);
  const picture = image ?? { ...defaultShareImage(), alt: t('share.alt', { site: siteConfig.siteName }) };
  // The page's own name, for the breadcrumb above it (the shell's), in the page's language.
  useGivePageTitle(title);
  return (
    <>
      <title>{pageTitle(title)}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {notFound ? (
        <>
          <meta name="robots" content="noindex" />
          <ResponseStatus code={404} />
        </>
      ) : (
        // The same set on every language's page of it, so each names the others back (reciprocal).
        langAlternates(siteConfig.siteUrl, path).map(({ hreflang, href }) => (
          <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
        ))
      )}
      <meta property="og:site_name" content={siteConfig.siteName} />
      <meta property="og:title" content={pageTitle(title)} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={OG_LOCALES[lang]} />
      {notFound
        ? null
        : LANGS.filter((other) => other !== lang).map((other) => (
            <meta key={other} property="og:locale:alternate" content={OG_LOCALES[other]} />
          ))}
      <meta property="og:image" content={picture.url} />
      <meta property="og:image:width" content={String(picture.width)} />
      <meta property="og:image:height" content={String(picture.height)} />
      <meta property="og:image:alt" content={picture.alt} />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
