export { siteConfig, telHref, whatsappUrl, CONFIG_ENV_VARS } from './config/siteConfig';
export type { SiteConfig, SocialLink } from './config/siteConfig';
export { slugify } from './lib/slugify';
export { isLocalHost } from './lib/isLocalHost';
export { typedBeforeHydration } from './lib/typedBeforeHydration';
export { remoteImages } from './lib/remoteImages';
export type { RemoteImages } from './lib/remoteImages';
export { formatNumber, formatCount, formatDate, formatLkr } from './lib/format';
export {
  createPageTitleStore,
  PageTitleContext,
  PageTitleProvider,
  useCurrentPageTitle,
  useGivePageTitle,
} from './lib/pageTitle';
export type { PageTitleStore } from './lib/pageTitle';
export * from './lang';
export { LangProvider, useLang } from './lang/LangContext';
export * from './i18n';
export { PageMeta, pageTitle, canonicalUrl, defaultShareImage, SHARE_IMAGE_SIZE } from './components/PageMeta';
export type { PageMetaProps, ShareImage } from './components/PageMeta';
export { ServerResponseProvider, MovedPermanently } from './server/ServerResponse';
export type { ServerResponse } from './server/ServerResponse';
export { RenderedChunksProvider, lazyChunk } from './server/RenderedChunks';
export { JsonLd, BusinessJsonLd } from './components/JsonLd/JsonLd';
export { ExternalLink } from './components/ExternalLink';
export { NavRouteLink, RouteLink } from './components/RouteLink/RouteLink';
export { VisuallyHidden } from './components/VisuallyHidden/VisuallyHidden';
export { Skeleton } from './components/Skeleton';
export { StandaloneFrame } from './components/StandaloneFrame';
export { StarRating } from './components/StarRating/StarRating';
export { Field } from './components/Field/Field';
export { NotFoundPage } from './components/NotFoundPage/NotFoundPage';
export { Untranslated } from './components/Untranslated/Untranslated';
export type { FieldControlProps, FieldProps } from './components/Field/Field';
export { Img, imageSources } from './components/Img/Img';
export type { ImageSpec } from './components/Img/Img';
export { Reveal } from './components/Reveal/Reveal';
export { useInView } from './hooks/useInView';
export { usePrefersReducedMotion } from './hooks/usePrefersReducedMotion';
export { useModalDialog } from './hooks/useModalDialog';
export { WhatsAppLink } from './components/WhatsAppLink/WhatsAppLink';
export { useWhatsAppTopic } from './components/WhatsAppLink/whatsAppTopic';
