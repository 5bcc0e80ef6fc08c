import { EDGE_TRIM_NAME, MIN_USABLE_OFFCUT_MM, SAW_KERF_MM, SQFT_PER_CLIP, type LengthUnit } from '../data/calculator';
import type { CutPanelMm, PanelEstimate } from './panelEstimate';
import { formatCount, formatNumber, type Lang } from 'shared-ui';
import { PANEL } from 'shared-ui/data';

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

/** "12.00 m² (129.17 sqft)"; in English unless `lang` is given (the steps' sentences are English). */
export const areaInWords = (e: Pick<PanelEstimate, 'areaM2' | 'areaSqft'>, lang?: Lang): string =>
  `${formatNumber(e.areaM2, 2, 2, lang)} m² (${formatNumber(e.areaSqft, 2, 2, lang)} sqft)`;

function rowsStep(e: PanelEstimate, panelWidthMm: number): string {
  const exact = e.widthMm / panelWidthMm;
  if (Number.isInteger(exact))
    return `Rows: the ${mm(e.widthMm)} width ÷ ${mm(panelWidthMm)} per panel = ${plural(e.rows, 'row')}.`;
  const lastRow = e.widthMm - (e.rows - 1) * panelWidthMm;
  return (
    `Rows: the ${mm(e.widthMm)} width ÷ ${mm(panelWidthMm)} per panel = ${n(exact)}, rounded up to ${plural(e.rows, 'row')} ` +
    `(the last row is cut down to ${mm(lastRow)} wide).`
  );
}

/** What one row is made of: "2 whole panels + a 120 mm piece", "a 2400 mm piece", "2 whole panels". */
function rowMakeup(e: PanelEstimate): string {
  const whole = e.wholePanelsPerRow === 0 ? '' : plural(e.wholePanelsPerRow, 'whole panel');
  const piece = e.pieceMm === 0 ? '' : `a ${mm(e.pieceMm)} piece`;
  return [whole, piece].filter(Boolean).join(' + ');
}

function rowStep(e: PanelEstimate, panelLengthMm: number): string {
  const row = `Each row is ${mm(e.lengthMm)} long`;
  if (e.wholePanelsPerRow === 0) return `${row}, shorter than one ${mm(panelLengthMm)} panel: ${rowMakeup(e)}.`;
  const whole = plural(e.wholePanelsPerRow, `whole ${mm(panelLengthMm)} panel`);
  if (e.pieceMm === 0) return `${row}: exactly ${whole}, no piece to cut.`;
  const wholeLength = e.wholePanelsPerRow === 1 ? '' : ` (${mm(e.wholePanelsPerRow * panelLengthMm)})`;
  return `${row}: ${whole}${wholeLength} + a ${mm(e.pieceMm)} piece.`;
}

function rowsTotalStep(e: PanelEstimate): string {
  const each = `${plural(e.rows, 'row')}: ${rowMakeup(e)}${e.rows === 1 ? '' : ' each'}`;
  const parts = [
    e.wholePanels > 0 ? plural(e.wholePanels, e.pieceMm === 0 ? 'panel' : 'whole panel') : '',
    e.pieceMm > 0 ? plural(e.rows, 'piece') : '',
  ].filter(Boolean);
  return `${each} = ${parts.join(' and ')}.`;
}

/** Consecutive panels cut the same way, so that 10 identical panels read as one line. */
function groupCutPanels(panels: readonly CutPanelMm[]): { count: number; panel: CutPanelMm }[] {
  const groups: { count: number; panel: CutPanelMm }[] = [];
  for (const panel of panels) {
    const last = groups.at(-1);
    if (last && last.panel.piecesMm.length === panel.piecesMm.length && last.panel.leftoverMm === panel.leftoverMm)
      last.count++;
    else groups.push({ count: 1, panel });
  }
  return groups;
}

function leftoverWords(leftoverMm: number): string {
  if (leftoverMm === 0) return 'nothing left over';
  return leftoverMm < MIN_USABLE_OFFCUT_MM
    ? `${mm(leftoverMm)} left over, too short to keep`
    : `${mm(leftoverMm)} left over`;
}

/** "2 × 1000 mm = 2000 mm, plus 2 mm a cut: 436 mm left over", for one panel of a group. */
function panelWords(e: PanelEstimate, { piecesMm, leftoverMm }: CutPanelMm): string {
  const pieces =
    piecesMm.length === 1
      ? `${mm(e.pieceMm)} plus a ${SAW_KERF_MM} mm cut`
      : `${piecesMm.length} × ${mm(e.pieceMm)} = ${mm(piecesMm.length * e.pieceMm)}, plus ${SAW_KERF_MM} mm a cut`;
  return `${pieces}: ${leftoverWords(leftoverMm)}`;
}

function piecesStep(e: PanelEstimate): string {
  const source =
    e.rows === 1
      ? `The ${mm(e.pieceMm)} piece comes from 1 panel`
      : `The ${plural(e.rows, 'piece')} of ${mm(e.pieceMm)} come from ${plural(e.cutPanels.length, 'panel')}`;
  const groups = groupCutPanels(e.cutPanels);
  if (groups.length === 1) {
    const { count, panel } = groups[0]!;
    const each = count === 1 ? '' : `, ${formatNumber(panel.piecesMm.length)} from each`;
    return `${source}${each} (${panelWords(e, panel)}).`;
  }
  const described = groups.map(({ count, panel }, i) => {
    const position = i === 0 ? 'first' : i === groups.length - 1 && count === 1 ? 'last' : 'next';
    const which = count === 1 ? `the ${position}` : `each of the ${position} ${formatNumber(count)}`;
    return `${formatNumber(panel.piecesMm.length)} from ${which} (${panelWords(e, panel)})`;
  });
  return `${source}: ${described.join('; ')}.`;
}

function totalStep(e: PanelEstimate, panel: { lengthMm: number; widthMm: number }): string {
  const cut = e.cutPanels.length;
  const total =
    e.wholePanels === 0
      ? `${plural(cut, 'panel')} for the pieces`
      : cut === 0
        ? plural(e.wholePanels, 'whole panel')
        : `${plural(e.wholePanels, 'whole panel')} + ${formatNumber(cut)} for the pieces = ${plural(e.panelsBeforeWastage, 'panel')}`;
  const panelM2 = (panel.lengthMm * panel.widthMm) / 1e6;
  const ratio = (e.lengthMm * e.widthMm) / (panel.lengthMm * panel.widthMm);
  // In whole tenths of a millimetre, so that an exact fit is not lost to floating point.
  const exact =
    (Math.round(e.lengthMm * 10) * Math.round(e.widthMm * 10)) % (panel.lengthMm * panel.widthMm * 100) === 0;
  const needs = exact ? `exactly ${formatNumber(ratio)}` : `${n(ratio)}, so at least ${formatNumber(e.minimumPanels)}`;
  return `${total} before wastage. Check: the ceiling’s ${formatNumber(e.areaM2, 2, 2)} m² ÷ ${n(panelM2, 3)} m² a panel = ${needs}.`;
}

function wastageStep(e: PanelEstimate): string {
  if (e.wastagePercent === 0) return `No wastage allowance: ${plural(e.panels, 'panel')} to order.`;
  const exact = (e.panelsBeforeWastage * (100 + e.wastagePercent)) / 100;
  const result = Number.isInteger(exact)
    ? plural(e.panels, 'panel')
    : `${n(exact)}, rounded up to ${plural(e.panels, 'panel')}`;
  return `${plural(e.panelsBeforeWastage, 'panel')} + ${e.wastagePercent}% wastage = ${result} to order.`;
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
 * The cutting plan, one sentence a step, for a builder to check on a phone calculator and follow
 * with a saw: rows, what each row is made of, which panels the pieces come from (offcuts reused,
 * first fit), the total against the ceiling's area, and the wastage allowance.
 */
export function cuttingPlan(
  e: PanelEstimate,
  room: RoomAsEntered,
  panel: { lengthMm: number; widthMm: number },
): string[] {
  const metric = room.unit === 'm' ? '' : ` (${mm(e.lengthMm)} × ${mm(e.widthMm)})`;
  return [
    `The room is ${roomInWords(room)}${metric}: ${areaInWords(e)} of ceiling.`,
    rowsStep(e, panel.widthMm),
    rowStep(e, panel.lengthMm),
    rowsTotalStep(e),
    ...(e.cutPanels.length > 0 ? [piecesStep(e)] : []),
    totalStep(e, panel),
    wastageStep(e),
  ];
}

/** The cutting plan in one line, for the quotation request. */
export function cuttingPlanInShort(e: PanelEstimate): string {
  const rows = `${plural(e.rows, 'row')} of ${rowMakeup(e)}`;
  if (e.cutPanels.length === 0) return rows;
  return `${rows}; the ${plural(e.rows, 'piece')} cut from ${plural(e.cutPanels.length, 'panel')}, allowing ${SAW_KERF_MM} mm a saw cut`;
}

/** How the other figures were reached: weight, trim and clips. */
export function otherSteps(e: PanelEstimate, panel: { lengthMm: number }): string[] {
  return [
    `Weight: ${plural(e.panels, 'panel')} × ${n(e.panelAreaSqft, 3)} sqft each × ${PANEL.gramsPerSqft} g per sqft = ` +
      `${formatNumber(e.weightKg, 1, 1)} kg.`,
    trimStep(e, panel.lengthMm),
    clipStep(e),
  ];
}
