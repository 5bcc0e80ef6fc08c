export { siteConfig, telHref, CONFIG_ENV_VARS } from './config/siteConfig';
export type { SiteConfig, SocialLink } from './config/siteConfig';
export { slugify } from './lib/slugify';
export { PageMeta, pageTitle, canonicalUrl } from './components/PageMeta';
export type { PageMetaProps } from './components/PageMeta';
export { ExternalLink } from './components/ExternalLink';
export { Skeleton } from './components/Skeleton';
export { StandaloneFrame } from './components/StandaloneFrame';
export { ScaffoldSection } from './components/ScaffoldSection';
