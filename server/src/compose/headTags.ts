import type { Lang } from '@ecopanel/shared-ui/lang';

/** Hoistable tags React renders in place in a partial render; they belong in <head>. */
const HEAD_TAGS = /<title>[\s\S]*?<\/title>|<meta [^>]*?\/?>|<link [^>]*?\/?>/g;

/**
 * A rendered route's <title>, <meta> and <link> tags, taken out of its body for the document's
 * <head>: one rule for the pages rendered per request (document.ts) and those rendered once at
 * build (build-tools/serverBuild, through this bundle's export in server.tsx).
 */
export function splitHead(rendered: string): { headTags: string[]; body: string } {
  return { headTags: rendered.match(HEAD_TAGS) ?? [], body: rendered.replace(HEAD_TAGS, '') };
}

/**
 * The document's `<html lang>` set to the page's language (`si` on `/si/...`): the template says
 * `en`. On a page whose text is still English the app marks its content `lang="en"` inside
 * (components/Layout): the document names the page's language, the content what it is written in.
 */
export function withHtmlLang(document: string, lang: Lang): string {
  return document.replace(/<html(?: lang="[^"]*")?/, () => `<html lang="${lang}"`);
}
