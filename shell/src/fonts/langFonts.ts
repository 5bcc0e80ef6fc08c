import type { Lang } from 'shared-ui/lang';
// The same files langFonts.css draws with: the build gives each its content-hashed /static/ URL.
import sinhala from '@fontsource/noto-sans-sinhala/files/noto-sans-sinhala-sinhala-400-normal.woff2';
import tamil from '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff2';

/** Each language's regular face (most of a page's text), fetched with the HTML; English has none. */
const REGULAR_FACE: Partial<Record<Lang, string>> = { si: sinhala, ta: tamil };

/**
 * The page's font preload, for its server-rendered <head>. `crossorigin`: fonts are always fetched
 * in CORS mode, and a preload fetched otherwise would not be used (the font would be fetched twice).
 */
export const langFontPreload = (lang: Lang | undefined): string => {
  const href = lang && REGULAR_FACE[lang];
  return href ? `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>` : '';
};
