// What a reader (or a screen reader, a search engine, a chat app's link preview) gets of a page's
// server HTML as words (issue 43 point 3): its text, the attributes that are read out or shown
// (alt, aria-label, title, placeholder), the head's description and Open Graph / Twitter content,
// and every string of its JSON-LD, each with the language it is marked as (the nearest `lang`).
// A small reader of React's server output, which is well-formed (quoted attributes, escaped text,
// closed elements), so no HTML parser is needed: tags, comments and raw-text elements are enough.

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);
/** Elements whose content is not markup: read whole up to their closing tag. */
const RAW = new Set(['script', 'style', 'textarea', 'title', 'noscript', 'template']);
/** Attributes a reader hears or sees. */
const READ_ATTRIBUTES = ['alt', 'aria-label', 'title', 'placeholder', 'aria-description'];
/** <meta> whose content is shown for the page: its description and link previews. */
const SHOWN_META =
  /^(description|og:title|og:description|og:image:alt|og:site_name|twitter:title|twitter:description|twitter:image:alt)$/;
/** JSON-LD keys whose strings are not words for a reader: codes, URLs, schema.org values. */
const JSON_LD_CODES = new Set([
  '@context',
  '@type',
  '@id',
  'url',
  'image',
  'logo',
  'sameAs',
  'item',
  'priceCurrency',
  'availability',
  'itemCondition',
  'sku',
  'mpn',
  'gtin',
  'inLanguage',
  'email',
  'telephone',
  'addressCountry',
  'postalCode',
  'dayOfWeek',
  'opens',
  'closes',
  'priceValidUntil',
  'datePublished',
  'dateModified',
  'contentUrl',
  'embedUrl',
  'thumbnailUrl',
  'uploadDate',
  'unitCode',
  'unitText',
  'hasMap',
]);

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
export const decodeEntities = (text) =>
  text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name) => {
    if (name[0] === '#')
      return String.fromCodePoint(
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
      );
    return ENTITIES[name.toLowerCase()] ?? whole;
  });

const attributesOf = (source) => {
  const attributes = {};
  for (const [, name, value] of source.matchAll(/([^\s=/>]+)(?:="([^"]*)")?/g))
    attributes[name.toLowerCase()] = decodeEntities(value ?? '');
  return attributes;
};

/** Every string of a JSON-LD value, with the key it is under. */
function* jsonStrings(value, key = '') {
  if (typeof value === 'string') {
    if (!JSON_LD_CODES.has(key)) yield { key, text: value };
  } else if (Array.isArray(value)) {
    for (const item of value) yield* jsonStrings(item, key);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) yield* jsonStrings(v, k);
  }
}

/**
 * The page's words: `{ where, text, lang }`, where `where` says what it is (`text <p>`,
 * `alt <img>`, `meta og:image:alt`, `json-ld category`) and `lang` is the language it is marked as.
 */
export function pageWords(html) {
  const words = [];
  const stack = [{ name: '#document', lang: '' }];
  const langHere = () => stack[stack.length - 1].lang;
  const add = (where, text, lang) => {
    const clean = text.replace(/\s+/g, ' ').trim();
    if (clean) words.push({ where, text: clean, lang });
  };
  const source = html.replace(/<!--[\s\S]*?-->/g, '').replace(/<!doctype[^>]*>/i, '');
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[^\s=/>]+(?:="[^"]*")?)*)\s*(\/?)>/g;
  let at = 0;
  let match;
  while ((match = tag.exec(source))) {
    add(`text <${stack[stack.length - 1].name}>`, decodeEntities(source.slice(at, match.index)), langHere());
    at = tag.lastIndex;
    const [, closing, rawName, rawAttributes, selfClosing] = match;
    const name = rawName.toLowerCase();
    if (closing) {
      const open = stack.findLastIndex((element) => element.name === name);
      if (open > 0) stack.length = open;
      continue;
    }
    const attributes = attributesOf(rawAttributes);
    const lang = attributes.lang ?? langHere();
    for (const attribute of READ_ATTRIBUTES)
      if (attributes[attribute]) add(`${attribute} <${name}>`, attributes[attribute], lang);
    if (name === 'meta') {
      const key = attributes.property ?? attributes.name ?? '';
      if (SHOWN_META.test(key) && attributes.content) add(`meta ${key}`, attributes.content, lang);
    }
    if (RAW.has(name)) {
      const end = source.indexOf(`</${name}`, at);
      const content = source.slice(at, end === -1 ? source.length : end);
      if (name === 'script' && attributes.type === 'application/ld+json') {
        for (const { key, text } of jsonStrings(JSON.parse(content))) add(`json-ld ${key}`, text, lang);
      } else if (name === 'title' || name === 'textarea') {
        add(`text <${name}>`, decodeEntities(content), lang);
      }
      at = end === -1 ? source.length : source.indexOf('>', end) + 1;
      tag.lastIndex = at;
      continue;
    }
    if (!VOID.has(name) && !selfClosing) stack.push({ name, lang });
  }
  add('text', decodeEntities(source.slice(at)), langHere());
  return words;
}

/**
 * Words left in English in `text`: runs of Latin letters, once e-mail addresses, URLs and domain
 * names are taken out, that `allowed` (a word's test) does not accept.
 */
export function englishWords(text, allowed) {
  const stripped = text
    .replace(/\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, ' ')
    .replace(/\b(?:https?:\/\/|www\.)\S+/g, ' ')
    .replace(/\b[\w-]+(?:\.[\w-]+)*\.(?:com|lk|org|net|app|dev)\b\S*/g, ' ');
  return [...stripped.matchAll(/[A-Za-z][A-Za-z'’-]*[A-Za-z]|[A-Za-z]/g)]
    .map(([word]) => word)
    .filter((word) => !allowed(word));
}
