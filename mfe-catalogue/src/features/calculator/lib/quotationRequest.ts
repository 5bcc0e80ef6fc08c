import { EDGE_TRIM_NAME } from '../data/calculator';
import type { Product } from '../../../data/types';
import { areaInWords, cuttingPlanInShort, roomInWords, type RoomAsEntered } from './estimateSteps';
import type { PanelEstimate } from './panelEstimate';
import { formatCount, formatNumber } from 'shared-ui';

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

type Panel = Pick<Product, 'title' | 'dimensions'>;

const size = ({ dimensions }: Panel) => `${dimensions.length} mm x ${dimensions.width} mm`;

/** What a product page's "Request a quotation" link starts the message with. */
export const productEnquiry = (panel: Panel): string =>
  `I would like a quotation for ${panel.title} (${size(panel)} panels).`;

/** The calculator's result as a quotation request, one fact a line, for the company and the visitor to read. */
export function calculatorEnquiry(panel: Panel, room: RoomAsEntered, e: PanelEstimate): string {
  const wastage = e.wastagePercent === 0 ? 'no wastage allowance' : `plus ${e.wastagePercent}% wastage`;
  return [
    'Quotation request from the panel calculator',
    `Panel: ${panel.title} (${size(panel)})`,
    `Room: ${roomInWords(room)}, ${areaInWords(e)}`,
    `Panels: ${formatNumber(e.panels)} (${formatNumber(e.panelsBeforeWastage)} in the cutting plan, ${wastage})`,
    `Cutting plan: ${cuttingPlanInShort(e)}`,
    `${EDGE_TRIM_NAME} edge trim: ${formatCount(e.trimLengths, 'length')} of ${panel.dimensions.length} mm`,
    `Hanging clips: ${formatNumber(e.clips)}`,
    `Panel weight: about ${formatNumber(e.weightKg, 1, 1)} kg`,
  ].join('\n');
}
