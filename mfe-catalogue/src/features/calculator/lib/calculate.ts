import type { LengthUnit } from '../data/calculator';
import type { Product } from '../../../data/types';
import { cuttingPlan, otherSteps, type RoomAsEntered } from './estimateSteps';
import { estimatePanels, type PanelEstimate } from './panelEstimate';
import { quotationHref } from './quotationHref';
import { calculatorEnquiry } from './quotationRequest';
import type { StepsT } from '../i18n/catalog';
import { parseRoomSide, parseWastage, toMetres } from './roomInput';
import { formatCount } from '@ecopanel/shared-ui';

/** The calculator's fields exactly as typed. */
export interface CalculatorInputs {
  length: string;
  width: string;
  unit: LengthUnit;
  wastage: string;
  product: Pick<Product, 'title' | 'dimensions'>;
}

export type CalculatorField = 'length' | 'width' | 'wastage';

export type CalculatorResult =
  | {
      ok: true;
      room: RoomAsEntered;
      estimate: PanelEstimate;
      /** The cutting plan, one sentence a step, ending with the panels to order. */
      plan: string[];
      /** How the weight, trim and clips were worked out. */
      steps: string[];
      /** One sentence for the live region: what to order, in short. */
      summary: string;
      quotationHref: string;
    }
  | { ok: false; errors: Partial<Record<CalculatorField, string>> };

/**
 * Everything the page shows for what has been typed; nothing is computed unless every field is valid.
 * The worked steps and what is wrong with a field are in the language of `t` (the page's); the
 * quotation request stays English.
 */
export function calculate({ length, width, unit, wastage, product }: CalculatorInputs, t?: StepsT): CalculatorResult {
  const parsed = {
    length: parseRoomSide(length, unit, 'length', t),
    width: parseRoomSide(width, unit, 'width', t),
    wastage: parseWastage(wastage, t),
  };
  if (!parsed.length.ok || !parsed.width.ok || !parsed.wastage.ok) {
    const errors = Object.fromEntries(
      Object.entries(parsed).flatMap(([field, result]) => (result.ok ? [] : [[field, result.error]])),
    ) as Partial<Record<CalculatorField, string>>;
    return { ok: false, errors };
  }
  const room: RoomAsEntered = { length: parsed.length.value, width: parsed.width.value, unit };
  const panel = { lengthMm: product.dimensions.length, widthMm: product.dimensions.width };
  const estimate = estimatePanels({
    lengthM: toMetres(room.length, unit),
    widthM: toMetres(room.width, unit),
    panelLengthMm: panel.lengthMm,
    panelWidthMm: panel.widthMm,
    wastagePercent: parsed.wastage.value,
  });
  const summary =
    `${formatCount(estimate.panels, 'panel')} of ${product.title}, ${formatCount(estimate.trimLengths, 'edge trim length')} ` +
    `and ${formatCount(estimate.clips, 'hanging clip')}.`;
  return {
    ok: true,
    room,
    estimate,
    plan: cuttingPlan(estimate, room, panel, t),
    steps: otherSteps(estimate, panel, t),
    summary,
    quotationHref: quotationHref(product.title, calculatorEnquiry(product, room, estimate)),
  };
}
