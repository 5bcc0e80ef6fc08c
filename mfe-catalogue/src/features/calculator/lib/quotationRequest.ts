import { EDGE_TRIM_NAME } from '../data/calculator';
import { areaInWords, cuttingPlanInShort, roomInWords, type RoomAsEntered } from './estimateSteps';
import type { PanelEstimate } from './panelEstimate';
import { formatCount, formatNumber } from '@ecopanel/shared-ui';
import { size, type Panel } from './quotationHref';

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
