import type { Product } from '../../../data/types';

// Apart from the calculator's request (quotationRequest.ts): a product page links here without
// loading the calculator's worked steps and their text.

/**
 * The hand-off to the quotation page, which belongs to another remote: its URL is the whole
 * contract, so neither app imports the other. `/contact?product=<name>&message=<text>`, both plain
 * text: the catalogue writes the complete message (it knows the numbers), the quotation page only
 * checks it (length caps, control characters) and puts it in the form's message field, where the
 * visitor can change anything; if the message is unusable it falls back to naming the product.
 * Keep each message well under the quotation page's cap of 2000 characters.
 */
export function quotationHref(product: string, message: string): string {
  return `/contact?${new URLSearchParams({ product, message })}`;
}

export type Panel = Pick<Product, 'title' | 'dimensions'>;

/** "2440 mm x 200 mm", as a request writes a panel's size. */
export const size = ({ dimensions }: Panel) => `${dimensions.length} mm x ${dimensions.width} mm`;

/** What a product page's "Request a quotation" link starts the message with. */
export const productEnquiry = (panel: Panel): string =>
  `I would like a quotation for ${panel.title} (${size(panel)} panels).`;
