import type { Lang } from '@ecopanel/shared-ui/lang';
// The same files langFonts.css draws with: the build gives each its content-hashed /static/ URL.
import sinhala from '@fontsource/noto-sans-sinhala/files/noto-sans-sinhala-sinhala-400-normal.woff2';
import sinhalaBold from '@fontsource/noto-sans-sinhala/files/noto-sans-sinhala-sinhala-700-normal.woff2';
import tamil from '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff2';
import tamilBold from '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff2';
import { LANG_FACES_ATTRIBUTE, LOCAL_FACE_ATTRIBUTE } from '../boot/langFaces';

/** A face's file, and the same face as a phone's system font: langFonts.css's local() sources before that file. */
interface Face {
  href: string;
  local: string;
}

/**
 * Each language's faces; English has none. The bold one too: every page's heading is bold, and
 * found only once the page is styled, it arrived after the first paint, where the heading swapped
 * from the fallback and moved the text below it (CLS 0.015 on `/ta/contact`).
 */
const FACES: Partial<Record<Lang, Face[]>> = {
  si: [
    {
      href: sinhala,
      local: "local('Noto Sans Sinhala Regular'), local('NotoSansSinhala-Regular'), local('Noto Sans Sinhala')",
    },
    { href: sinhalaBold, local: "local('Noto Sans Sinhala Bold'), local('NotoSansSinhala-Bold')" },
  ],
  ta: [
    {
      href: tamil,
      local: "local('Noto Sans Tamil Regular'), local('NotoSansTamil-Regular'), local('Noto Sans Tamil')",
    },
    { href: tamilBold, local: "local('Noto Sans Tamil Bold'), local('NotoSansTamil-Bold')" },
  ],
};

/** The faces of a language, for the check that langFonts.css names the same system faces. */
export const langFaces = (lang: Lang): readonly Face[] => FACES[lang] ?? [];

/**
 * The page's font preloads, for its server-rendered <head>, held in a template: the boot script
 * (src/boot/langFaces.ts) preloads each face the phone does not have as a system font, and a phone
 * that has it (Android ships Noto Sans Sinhala and Tamil; Debian's fonts-noto-core has them)
 * downloads nothing, as langFonts.css draws with the system face first. Preloaded with the HTML,
 * the two Sinhala faces (71 KB) shared a slow line with `main` on every phone: the Sinhala product
 * page's controls hydrated at 2.43 s against 1.98 s with them held (bench/NOTES.md). `crossorigin`:
 * fonts are always fetched in CORS mode, and a preload fetched otherwise would not be used (the font
 * would be fetched twice).
 */
export const langFontPreload = (lang: Lang | undefined): string => {
  const faces = lang ? langFaces(lang) : [];
  if (!faces.length) return '';
  const links = faces.map(
    ({ href, local }) =>
      `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin ${LOCAL_FACE_ATTRIBUTE}="${local}">`,
  );
  return `<template ${LANG_FACES_ATTRIBUTE}>${links.join('')}</template>`;
};
