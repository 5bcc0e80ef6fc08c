/** Article content is stored as plain text; a blank line separates paragraphs. */
export function paragraphs(content: string): string[] {
  return content
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** '2023-06' -> 'June 2023'; '2024-03-15' -> '15 March 2024'. Fixed wording, whatever the visitor's locale. */
export function formatDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  const name = MONTHS[(month ?? 0) - 1];
  if (!year || !name) return iso;
  return day ? `${day} ${name} ${year}` : `${name} ${year}`;
}

/** The first sentences of `text` that fit in `max` characters, for meta descriptions. */
export function summary(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const sentence = cut.lastIndexOf('. ');
  if (sentence > max / 2) return cut.slice(0, sentence + 1);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}
