import { EDGE_TRIM_NAME, SAW_KERF_MM, SQFT_PER_CLIP, type LengthUnit } from '../data/calculator';
import type { PanelEstimate } from './panelEstimate';
import { englishSteps, type StepsT } from '../i18n/catalog';
import { formatCount, formatNumber, type Lang } from '@ecopanel/shared-ui';
import { piecesStep } from './pieceSteps';
import { mm, num } from './stepWords';
import { PANEL } from '@ecopanel/shared-ui/data';

/** The room as the visitor typed it, in their unit. */
export interface RoomAsEntered {
  length: number;
  width: number;
  unit: LengthUnit;
}

/*
 * Each step is a message of the calculator's own catalog (../i18n), in the page's language: the
 * functions below take its translator `t` (English when none is given: the quotation request and
 * the English tests) and give it the figures, already written as the page writes numbers, with the
 * counts beside them (`rowCount`) for the messages' plurals.
 */

/** "4 m long and 3 m wide" / "12 ft long and 10 ft wide". */
export const roomInWords = ({ length, width, unit }: RoomAsEntered, t: StepsT = englishSteps): string =>
  t('room', { length: num(t, length), width: num(t, width), unit });

/** "12.00 m² (129.17 sqft)"; in English unless `lang` is given. */
export const areaInWords = (e: Pick<PanelEstimate, 'areaM2' | 'areaSqft'>, lang?: Lang): string =>
  `${formatNumber(e.areaM2, 2, 2, lang)} m² (${formatNumber(e.areaSqft, 2, 2, lang)} sqft)`;

function rowsStep(t: StepsT, e: PanelEstimate, panelWidthMm: number): string {
  const exact = e.widthMm / panelWidthMm;
  const values = { width: mm(e.widthMm), panelWidth: mm(panelWidthMm), rowCount: e.rows, rows: num(t, e.rows) };
  if (Number.isInteger(exact)) return t('rows.exact', values);
  const lastRow = e.widthMm - (e.rows - 1) * panelWidthMm;
  return t('rows.rounded', { ...values, exact: num(t, exact), lastRow: mm(lastRow) });
}

/** What one row is made of: "2 whole panels + a 120 mm piece", "a 2400 mm piece", "2 whole panels". */
function rowMakeup(t: StepsT, e: PanelEstimate): string {
  const whole =
    e.wholePanelsPerRow === 0
      ? ''
      : t('makeup.whole', { wholeCount: e.wholePanelsPerRow, whole: num(t, e.wholePanelsPerRow) });
  const piece = e.pieceMm === 0 ? '' : t('makeup.piece', { piece: mm(e.pieceMm) });
  return [whole, piece].filter(Boolean).join(' + ');
}

function rowStep(t: StepsT, e: PanelEstimate, panelLengthMm: number): string {
  const values = {
    length: mm(e.lengthMm),
    panelLength: mm(panelLengthMm),
    wholeCount: e.wholePanelsPerRow,
    whole: num(t, e.wholePanelsPerRow),
  };
  if (e.wholePanelsPerRow === 0) return t('row.short', { ...values, makeup: rowMakeup(t, e) });
  if (e.pieceMm === 0) return t('row.exact', values);
  return t('row.piece', { ...values, wholeLength: mm(e.wholePanelsPerRow * panelLengthMm), piece: mm(e.pieceMm) });
}

function rowsTotalStep(t: StepsT, e: PanelEstimate): string {
  const values = {
    rowCount: e.rows,
    rows: num(t, e.rows),
    makeup: rowMakeup(t, e),
    wholeCount: e.wholePanels,
    whole: num(t, e.wholePanels),
  };
  if (e.pieceMm === 0) return t('rowsTotal.whole', values);
  return t(e.wholePanels > 0 ? 'rowsTotal.both' : 'rowsTotal.pieces', values);
}
function totalStep(t: StepsT, e: PanelEstimate, panel: { lengthMm: number; widthMm: number }): string {
  const cut = e.cutPanels.length;
  const counts = {
    cutCount: cut,
    cut: num(t, cut),
    wholeCount: e.wholePanels,
    whole: num(t, e.wholePanels),
    beforeCount: e.panelsBeforeWastage,
    before: num(t, e.panelsBeforeWastage),
  };
  const total = t(e.wholePanels === 0 ? 'total.pieces' : cut === 0 ? 'total.whole' : 'total.both', counts);
  const panelM2 = (panel.lengthMm * panel.widthMm) / 1e6;
  const ratio = (e.lengthMm * e.widthMm) / (panel.lengthMm * panel.widthMm);
  // In whole tenths of a millimetre, so that an exact fit is not lost to floating point.
  const exact =
    (Math.round(e.lengthMm * 10) * Math.round(e.widthMm * 10)) % (panel.lengthMm * panel.widthMm * 100) === 0;
  const needs = exact
    ? t('total.exact', { ratio: num(t, ratio) })
    : t('total.atLeast', { ratio: num(t, ratio), min: num(t, e.minimumPanels) });
  return t('total.check', { total, area: num(t, e.areaM2, 2, 2), panelArea: num(t, panelM2, 3), needs });
}

/** The panels to order, as a message's values. */
const orderCounts = (t: StepsT, e: PanelEstimate) => ({
  panelCount: e.panels,
  panels: num(t, e.panels),
  beforeCount: e.panelsBeforeWastage,
  before: num(t, e.panelsBeforeWastage),
});

function wastageStep(t: StepsT, e: PanelEstimate): string {
  const values = { ...orderCounts(t, e), percent: e.wastagePercent };
  if (e.wastagePercent === 0) return t('wastage.none', values);
  const exact = (e.panelsBeforeWastage * (100 + e.wastagePercent)) / 100;
  if (Number.isInteger(exact)) return t('wastage.exact', values);
  return t('wastage.rounded', { ...values, exact: num(t, exact) });
}

function trimStep(t: StepsT, e: PanelEstimate, panelLengthMm: number): string {
  const ratio = Math.round(e.perimeterM * 10_000) / (panelLengthMm * 10);
  const values = {
    trim: EDGE_TRIM_NAME,
    length: num(t, e.lengthMm / 1000, 4),
    width: num(t, e.widthMm / 1000, 4),
    perimeter: num(t, e.perimeterM, 4),
    panelLength: num(t, panelLengthMm / 1000),
    lengthCount: e.trimLengths,
    lengths: num(t, e.trimLengths),
  };
  if (Number.isInteger(ratio)) return t('trim.exact', values);
  return t('trim.rounded', { ...values, ratio: num(t, ratio) });
}

function clipStep(t: StepsT, e: PanelEstimate): string {
  const values = {
    sqft: num(t, e.areaSqft, 2, 2),
    sqftPerClip: SQFT_PER_CLIP,
    perClip: num(t, SQFT_PER_CLIP),
    clipCount: e.clips,
    clips: num(t, e.clips),
  };
  return t(Number.isInteger(e.areaSqft / SQFT_PER_CLIP) ? 'clips.exact' : 'clips.rounded', values);
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
  t: StepsT = englishSteps,
): string[] {
  const metric = room.unit === 'm' ? '' : ` (${mm(e.lengthMm)} × ${mm(e.widthMm)})`;
  return [
    t('plan.room', { room: roomInWords(room, t), metric, area: areaInWords(e, t.lang) }),
    rowsStep(t, e, panel.widthMm),
    rowStep(t, e, panel.lengthMm),
    rowsTotalStep(t, e),
    ...(e.cutPanels.length > 0 ? [piecesStep(t, e)] : []),
    totalStep(t, e, panel),
    wastageStep(t, e),
  ];
}

/**
 * The cutting plan in one line, for the quotation request, which is written in English (the
 * company reads it; quotationRequest.ts): so not a message of the steps' catalog.
 */
export function cuttingPlanInShort(e: PanelEstimate): string {
  const rows = `${formatCount(e.rows, 'row')} of ${rowMakeup(englishSteps, e)}`;
  if (e.cutPanels.length === 0) return rows;
  return `${rows}; the ${formatCount(e.rows, 'piece')} cut from ${formatCount(e.cutPanels.length, 'panel')}, allowing ${SAW_KERF_MM} mm a saw cut`;
}

/** How the other figures were reached: weight, trim and clips. */
export function otherSteps(e: PanelEstimate, panel: { lengthMm: number }, t: StepsT = englishSteps): string[] {
  return [
    t('weight', {
      ...orderCounts(t, e),
      panelSqft: num(t, e.panelAreaSqft, 3),
      grams: PANEL.gramsPerSqft,
      kg: num(t, e.weightKg, 1, 1),
    }),
    trimStep(t, e, panel.lengthMm),
    clipStep(t, e),
  ];
}
