import type { Lang } from '@ecopanel/shared-ui/lang';
// The same files langFonts.css draws with: the build gives each its content-hashed /static/ URL.
import sinhala from '@fontsource/noto-sans-sinhala/files/noto-sans-sinhala-sinhala-400-normal.woff2';
import sinhalaBold from '@fontsource/noto-sans-sinhala/files/noto-sans-sinhala-sinhala-700-normal.woff2';
import tamil from '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff2';
import tamilBold from '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff2';

/**
 * Each language's faces, fetched with the HTML; English has none. The bold one too: every page's
 * heading is bold, and found only once the page is styled, it arrived after the first paint, where
 * the heading swapped from the fallback and moved the text below it (CLS 0.015 on `/ta/contact`).
 */
const FACES: Partial<Record<Lang, string[]>> = { si: [sinhala, sinhalaBold], ta: [tamil, tamilBold] };

/**
 * The page's font preloads, for its server-rendered <head>. `crossorigin`: fonts are always fetched
 * in CORS mode, and a preload fetched otherwise would not be used (the font would be fetched twice).
 */
export const langFontPreload = (lang: Lang | undefined): string =>
  ((lang && FACES[lang]) || [])
    .map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`)
    .join('');
