import { joinLangPath, LANGS, splitLangPath } from '@ecopanel/shared-ui/lang';
import prerender from '../prerender.json';
import { publicRoutes } from './publicRoutes';

const pages: Record<string, { file: string; chunk?: string; styleChunks?: string[] }> = prerender.pages;

it('keeps each of the shell’s pages static in every language, with the same page chunk, the same painted lazy chunks and a file of its own', () => {
  for (const route of publicRoutes)
    for (const lang of LANGS) {
      const page = pages[joinLangPath(lang, route)];
      expect(page).toBeDefined();
      expect(page?.chunk).toBe(pages[route]?.chunk);
      expect(page?.styleChunks).toEqual(pages[route]?.styleChunks);
    }
  const files = Object.values(pages).map((p) => p.file);
  expect(new Set(files).size).toBe(files.length);
});

it('lists the public pages once, as English paths', () => {
  expect(publicRoutes).toEqual(['/', '/our-story', '/contact-us']);
  expect(Object.keys(pages)).toHaveLength(publicRoutes.length * LANGS.length);
  for (const route of Object.keys(pages)) expect(publicRoutes).toContain(splitLangPath(route).path);
});
