import { FINISHES } from './finishes';

/**
 * The owner's price per sheet (issue 25 point 10), read from one setting, `SITE_PRODUCT_PRICES`
 * (siteConfig.productPrices): `off` shows no prices; otherwise entries separated by `;`, each
 * `<product id>=<LKR>` or `*=<LKR>` (every product not named), the amount a price (`4250`) or a
 * range (`3900-4650`), then optionally the stock: InStock (the default), OutOfStock, PreOrder or
 * BackOrder. Example: `*=4250; 12=4650; 7=3900-4400 PreOrder`. The default, `sample`, gives every
 * product a made-up price that pages mark as a sample and preflight refuses. Plain data, no React:
 * preflight (build-tools/owner) checks the setting with this same parser.
 */
export const SAMPLE_PRICES = 'sample';
export const NO_PRICES = 'off';
/** The made-up amount of `sample`: round, and never shown without the word "sample" beside it. */
export const SAMPLE_PRICE_LKR = 1000;

export const AVAILABILITIES = ['InStock', 'OutOfStock', 'PreOrder', 'BackOrder'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

/** One product's price per sheet in LKR: `low === high` for a single price. */
export interface SheetPrice {
  low: number;
  high: number;
  availability: Availability;
  /** A made-up stand-in (the `sample` setting): the page says so. */
  sample: boolean;
}

export interface ProductPrices {
  /** Each product's price, by product id; empty when the owner shows no prices. */
  byId: ReadonlyMap<number, SheetPrice>;
  /** What is wrong with the setting, in words an owner can act on; empty when it is good. */
  problems: string[];
}

// Whole rupees: a sheet is priced in rupees, and the page then never shows a half-written decimal.
const AMOUNT = /^(\d+)(?:\s*-\s*(\d+))?$/;

/** One `id=amount [stock]` entry, or the reason it is not one. */
function parseEntry(entry: string): { key: string; price: SheetPrice } | string {
  const match = /^(\*|\d+)\s*=\s*([\d,\s-]+?)(?:\s+([A-Za-z]+))?$/.exec(entry);
  const amount = match && AMOUNT.exec(match[2]!.replace(/,/g, ''));
  if (!match || !amount) return `"${entry}" is not "<product id>=<whole rupees>" (e.g. "3=4250" or "*=3900-4650")`;
  const low = Number(amount[1]);
  const high = amount[2] === undefined ? low : Number(amount[2]);
  const availability = AVAILABILITIES.find((a) => a.toLowerCase() === (match[3] ?? 'InStock').toLowerCase());
  if (!availability) return `"${match[3]}" in "${entry}" is not one of ${AVAILABILITIES.join(', ')}`;
  if (low <= 0 || high < low) return `"${entry}": a price is above zero and a range goes from low to high`;
  return { key: match[1]!, price: { low, high, availability, sample: false } };
}

/** The setting read for every product of the catalogue (FINISHES' product ids). */
export function productPrices(setting: string): ProductPrices {
  const value = setting.trim();
  const ids = FINISHES.map((f) => f.productId);
  if (value.toLowerCase() === NO_PRICES) return { byId: new Map(), problems: [] };
  if (value === SAMPLE_PRICES) {
    const sample: SheetPrice = { low: SAMPLE_PRICE_LKR, high: SAMPLE_PRICE_LKR, availability: 'InStock', sample: true };
    return { byId: new Map(ids.map((id) => [id, sample])), problems: [] };
  }
  const problems: string[] = [];
  const given = new Map<string, SheetPrice>();
  for (const entry of value
    .split(';')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const parsed = parseEntry(entry);
    if (typeof parsed === 'string') problems.push(parsed);
    else if (parsed.key !== '*' && !ids.includes(Number(parsed.key)))
      problems.push(`"${entry}": there is no product ${parsed.key} (products are ${ids[0]}-${ids[ids.length - 1]})`);
    else given.set(parsed.key === '*' ? '*' : String(Number(parsed.key)), parsed.price);
  }
  const byId = new Map<number, SheetPrice>();
  for (const id of ids) {
    const price = given.get(String(id)) ?? given.get('*');
    if (price) byId.set(id, price);
  }
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length) problems.push(`no price for product ${missing.join(', ')}: name each, add "*=<price>", or "off"`);
  return { byId, problems };
}
