// What the e2e/languages-*.test.mjs files share (the site under /si/ and /ta/, issue 25): the site
// URL the build writes into canonicals and alternates, and readers of a page's HTML.
import assert from 'node:assert/strict';
/** The site URL the build writes into canonicals and alternates (SITE_URL's default). */
export const SITE = 'http://localhost:3000';
export const attr = (html, re) => re.exec(html)?.[1];
/** The scripts a page runs after its first paint (shell/src/boot/afterFirstPaint.ts), in order. */
export const scriptsRun = (html) =>
  [...html.matchAll(/<script [^>]*\bdata-after-paint="([^"]+)"/g)].map(([, src]) => src);
/** The chats the WhatsApp links in a page's HTML open (SITE_WHATSAPP's default number): number and message. */
export const whatsAppChats = (html) =>
  [...html.matchAll(/<a [^>]*href="https:\/\/wa\.me\/([^"?]+)\?text=([^"]+)"[^>]*>/g)].map(([tag, number, text]) => {
    assert.match(tag, /target="_blank" rel="noopener noreferrer"/);
    return `${number} ${decodeURIComponent(text)}`;
  });

export const alternatesOf = (html) =>
  [...html.split('</head>')[0].matchAll(/<link [^>]*rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map(
    ([, lang, href]) => `${lang} ${href}`,
  );
