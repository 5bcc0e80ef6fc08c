// composeDocument in a language: the page's lang and hreflang links, and the preloads of that
// language's font faces and text chunks (none of another language's), after the page's own CSS.
import type { Lang } from '@ecopanel/shared-ui/lang';
import { composeDocument } from './document';
import { barePage, lowPriority, TEMPLATE } from './test/documentTemplate';

/** The <head> of a page with no remote part, in `lang`. */
const headOfBarePage = (template: string, lang?: Lang) => barePage(template, { lang }).split('</head>')[0]!;

describe('composeDocument in a language', () => {
  it('names the page language on <html>, and keeps the hreflang links in <head>', () => {
    const html = composeDocument(TEMPLATE, {
      rendered:
        '<title>EcoPanel | FAQ</title><link rel="canonical" href="https://x.lk/ta/resources/faq"/>' +
        '<link rel="alternate" hrefLang="si" href="https://x.lk/si/resources/faq"/><main lang="en">FAQ</main>',
      registry: {},
      scripts: [],
      styles: [],
      manifests: [],
      lang: 'ta',
    });
    expect(html).toContain('<html lang="ta">');
    const [head = '', body = ''] = html.split('</head>');
    expect(head).toContain('hrefLang="si" href="https://x.lk/si/resources/faq"');
    expect(body).not.toContain('rel="alternate"');
    expect(body).toContain('<main lang="en">FAQ</main>');
  });

  it("holds the page language's regular and bold face preloads in <head> for the boot script, each with its system face; none on an English page", () => {
    const headIn = (lang?: Lang) => lowPriority(headOfBarePage(TEMPLATE, lang)).rest;
    const held = (head: string) => /<template data-lang-faces>(.*?)<\/template>/.exec(head)?.[1]?.match(/<link[^>]*>/g);
    const preload = (file: string, local: string) =>
      `<link rel="preload" href="/static/${file}.woff2" as="font" type="font/woff2" crossorigin data-local="${local}">`;
    expect(held(headIn('si'))).toEqual([
      preload(
        'noto-sans-sinhala-sinhala-400-normal',
        "local('Noto Sans Sinhala Regular'), local('NotoSansSinhala-Regular'), local('Noto Sans Sinhala')",
      ),
      preload('noto-sans-sinhala-sinhala-700-normal', "local('Noto Sans Sinhala Bold'), local('NotoSansSinhala-Bold')"),
    ]);
    expect(held(headIn('ta'))).toEqual([
      preload(
        'noto-sans-tamil-tamil-400-normal',
        "local('Noto Sans Tamil Regular'), local('NotoSansTamil-Regular'), local('Noto Sans Tamil')",
      ),
      preload('noto-sans-tamil-tamil-700-normal', "local('Noto Sans Tamil Bold'), local('NotoSansTamil-Bold')"),
    ]);
    // Nothing outside the template: a phone with the system faces fetches no font.
    expect(headIn('si').replace(/<template data-lang-faces>.*?<\/template>/, '')).not.toMatch(/woff2|as="font"/);
    expect(headIn('en')).not.toMatch(/woff2|as="font"|data-lang-faces/);
    expect(headIn()).not.toMatch(/woff2|as="font"|data-lang-faces/);
  });

  it("preloads the page language's text chunks with the template's, at low priority, and drops other languages'", () => {
    const preload = (href: string, lang: Lang) =>
      `<link rel="preload" href="${href}" as="script" fetchpriority="low" data-lang="${lang}">`;
    const template = TEMPLATE.replace(
      '</head>',
      preload('/static/i18n-si.1.js', 'si') +
        preload('/static/lingui.3.js', 'si') +
        preload('/static/i18n-ta.2.js', 'ta') +
        preload('/static/lingui.3.js', 'ta') +
        '</head>',
    );
    const preloadsIn = (lang?: Lang) =>
      headOfBarePage(template, lang).match(/href="[^"]*" as="script"(?= fetchpriority="low" data-lang)/g) ?? [];
    expect(preloadsIn('si')).toEqual([
      'href="/static/i18n-si.1.js" as="script"',
      'href="/static/lingui.3.js" as="script"',
    ]);
    expect(preloadsIn('ta')).toEqual([
      'href="/static/i18n-ta.2.js" as="script"',
      'href="/static/lingui.3.js" as="script"',
    ]);
    expect(preloadsIn('en')).toEqual([]);
    expect(preloadsIn()).toEqual([]);

    // The text is in the HTML already: the page's LCP picture and its CSS are fetched first.
    const head = composeDocument(template, {
      rendered: '<link rel="preload" as="image" href="/media/hero.avif" fetchpriority="high"><main></main>',
      registry: {},
      scripts: ['http://remote/static/page.js'],
      styles: ['http://remote/static/page.css'],
      manifests: [],
      lang: 'si',
    }).split('</head>')[0]!;
    const { preloads, rest } = lowPriority(head);
    expect(rest).toContain('<link rel="preload" as="image" href="/media/hero.avif" fetchpriority="high">');
    expect(rest).toContain('<link rel="stylesheet" href="http://remote/static/page.css">');
    expect(head.indexOf('page.css')).toBeLessThan(head.indexOf('i18n-si.1.js'));
    expect(preloads).toContain(preload('/static/i18n-si.1.js', 'si'));
    expect(preloads).toContain(
      '<link rel="preload" href="http://remote/static/page.js" as="script" fetchpriority="low">',
    );
    expect(rest).not.toMatch(/as="script"|as="fetch"/);
  });
});
