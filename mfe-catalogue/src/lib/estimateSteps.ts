import { EDGE_TRIM_NAME, PANEL_GRAMS_PER_SQFT, SQFT_PER_CLIP, type LengthUnit } from '../data/calculator';
import { formatCount, formatNumber } from './formatNumber';
import type { PanelEstimate } from './panelEstimate';

/** The room as the visitor typed it, in their unit. */
export interface RoomAsEntered {
  length: number;
  width: number;
  unit: LengthUnit;
}

// Millimetres without a thousands separator, as the product pages write sizes (2440 mm).
const mm = (value: number) => `${Math.round(value * 10) / 10} mm`;
const n = (value: number, decimals = 2) => formatNumber(value, decimals);
const plural = formatCount;

/** "4 m long and 3 m wide" / "12 ft long and 10 ft wide". */
export const roomInWords = ({ length, width, unit }: RoomAsEntered): string =>
  `${n(length)} ${unit} long and ${n(width)} ${unit} wide`;

/** "12.00 m² (129.17 sqft)". */
export const areaInWords = (e: Pick<PanelEstimate, 'areaM2' | 'areaSqft'>): string =>
  `${formatNumber(e.areaM2, 2, 2)} m² (${formatNumber(e.areaSqft, 2, 2)} sqft)`;

function rowsStep(e: PanelEstimate, panelWidthMm: number): string {
  const exact = e.widthMm / panelWidthMm;
  if (Number.isInteger(exact)) return `Rows: the ${mm(e.widthMm)} width ÷ ${mm(panelWidthMm)} per panel = ${plural(e.rows, 'row')}.`;
  const lastRow = e.widthMm - (e.rows - 1) * panelWidthMm;
  return (
    `Rows: the ${mm(e.widthMm)} width ÷ ${mm(panelWidthMm)} per panel = ${n(exact)}, rounded up to ${plural(e.rows, 'row')} ` +
    `(the last row is cut down to ${mm(lastRow)} wide).`
  );
}

function rowLengthStep(e: PanelEstimate, panelLengthMm: number): string {
  const row = `Each row is ${mm(e.lengthMm)} long`;
  const panel = `${mm(panelLengthMm)} panel`;
  if (e.panelsPerRow === 1) {
    return e.offcutPerRowMm === 0
      ? `${row}: exactly one ${panel} per row.`
      : `${row}, no longer than one ${panel}: one panel per row, cut to length (${mm(e.offcutPerRowMm)} offcut).`;
  }
  const ratio = e.lengthMm / panelLengthMm;
  const count = Number.isInteger(ratio)
    ? `exactly ${plural(e.panelsPerRow, 'panel')} per row, joined end to end (no offcut)`
    : `${n(ratio)}, rounded up to ${plural(e.panelsPerRow, 'panel')} per row, joined end to end ` +
      `(${mm(e.offcutPerRowMm)} offcut from the last one)`;
  return `${row}, longer than one ${panel}: ${mm(e.lengthMm)} ÷ ${mm(panelLengthMm)} = ${count}.`;
}

function wastageStep(e: PanelEstimate): string {
  if (e.wastagePercent === 0) return `No wastage allowance: ${plural(e.panels, 'panel')}.`;
  const exact = (e.panelsBeforeWastage * (100 + e.wastagePercent)) / 100;
  const factor = formatNumber(1 + e.wastagePercent / 100, 2, 2);
  const result = Number.isInteger(exact) ? plural(e.panels, 'panel') : `${n(exact)}, rounded up to ${plural(e.panels, 'panel')}`;
  return `Plus ${e.wastagePercent}% wastage: ${formatNumber(e.panelsBeforeWastage)} × ${factor} = ${result}.`;
}

function trimStep(e: PanelEstimate, panelLengthMm: number): string {
  const ratio = Math.round(e.perimeterM * 10_000) / (panelLengthMm * 10);
  const count = Number.isInteger(ratio)
    ? plural(e.trimLengths, 'length')
    : `${n(ratio)}, rounded up to ${plural(e.trimLengths, 'length')}`;
  return (
    `${EDGE_TRIM_NAME} edge trim: the perimeter, 2 × (${n(e.lengthMm / 1000, 4)} m + ${n(e.widthMm / 1000, 4)} m) = ` +
    `${n(e.perimeterM, 4)} m, ÷ ${n(panelLengthMm / 1000)} m per length = ${count}.`
  );
}

function clipStep(e: PanelEstimate): string {
  const rate = SQFT_PER_CLIP === 1 ? 'one per sqft' : `one per ${SQFT_PER_CLIP} sqft`;
  const rounded = Number.isInteger(e.areaSqft / SQFT_PER_CLIP) ? '' : ', rounded up';
  return `Hanging clips: ${formatNumber(e.areaSqft, 2, 2)} sqft at ${rate}${rounded}: ${plural(e.clips, 'clip')}.`;
}

/**
 * The reasoning behind an estimate, one sentence per step, with the numbers a builder can redo on
 * a phone calculator: rows, panels per row and offcut, total, wastage, weight, trim and clips.
 */
export function estimateSteps(e: PanelEstimate, room: RoomAsEntered, panel: { lengthMm: number; widthMm: number }): string[] {
  const metric = room.unit === 'm' ? '' : ` (${mm(e.lengthMm)} × ${mm(e.widthMm)})`;
  return [
    `The room is ${roomInWords(room)}${metric}: ${areaInWords(e)} of ceiling.`,
    rowsStep(e, panel.widthMm),
    rowLengthStep(e, panel.lengthMm),
    `${plural(e.rows, 'row')} × ${plural(e.panelsPerRow, 'panel')} = ${plural(e.panelsBeforeWastage, 'panel')} before wastage.`,
    wastageStep(e),
    `Weight: ${plural(e.panels, 'panel')} × ${n(e.panelAreaSqft, 3)} sqft each × ${PANEL_GRAMS_PER_SQFT} g per sqft = ` +
      `${formatNumber(e.weightKg, 1, 1)} kg.`,
    trimStep(e, panel.lengthMm),
    clipStep(e),
  ];
}
