import { EDGE_TRIM_NAME, MIN_USABLE_OFFCUT_MM, SAW_KERF_MM, SQFT_PER_CLIP, type LengthUnit } from '../data/calculator';
import type { CutPanelMm, PanelEstimate } from './panelEstimate';
import { englishSteps, type StepsT } from '../i18n/catalog';
import { formatCount, formatNumber, type Lang } from '@ecopanel/shared-ui';
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

// Millimetres without a thousands separator, as the product pages write sizes (2440 mm).
const mm = (value: number) => `${Math.round(value * 10) / 10} mm`;
const num = (t: StepsT, value: number, decimals = 2, minDecimals = 0) =>
  formatNumber(value, decimals, minDecimals, t.lang);

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

function leftoverWords(t: StepsT, leftoverMm: number): string {
  if (leftoverMm === 0) return t('leftover.none');
  return t(leftoverMm < MIN_USABLE_OFFCUT_MM ? 'leftover.short' : 'leftover.kept', { leftover: mm(leftoverMm) });
}

/** "2 × 1000 mm = 2000 mm, plus 2 mm a cut: 436 mm left over", for one panel of a group. */
function panelWords(t: StepsT, e: PanelEstimate, { piecesMm, leftoverMm }: CutPanelMm): string {
  const values = { piece: mm(e.pieceMm), kerf: SAW_KERF_MM, leftover: leftoverWords(t, leftoverMm) };
  if (piecesMm.length === 1) return t('cut.one', values);
  return t('cut.many', { ...values, count: num(t, piecesMm.length), total: mm(piecesMm.length * e.pieceMm) });
}

function piecesStep(t: StepsT, e: PanelEstimate): string {
  const source =
    e.rows === 1
      ? t('pieces.sourceOne', { piece: mm(e.pieceMm) })
      : t('pieces.source', {
          rows: num(t, e.rows),
          piece: mm(e.pieceMm),
          panelCount: e.cutPanels.length,
          panels: num(t, e.cutPanels.length),
        });
  const groups = groupCutPanels(e.cutPanels);
  if (groups.length === 1) {
    const { count, panel } = groups[0]!;
    const cut = panelWords(t, e, panel);
    if (count === 1) return t('pieces.single', { source, cut });
    return t('pieces.singleEach', { source, each: num(t, panel.piecesMm.length), cut });
  }
  const described = groups.map(({ count, panel }, i) => {
    const which = i === 0 ? 'first' : i === groups.length - 1 && count === 1 ? 'last' : 'next';
    const values = { pieces: num(t, panel.piecesMm.length), which, cut: panelWords(t, e, panel) };
    return count === 1 ? t('pieces.group', values) : t('pieces.groupEach', { ...values, count: num(t, count) });
  });
  return t('pieces.groups', { source, groups: described.join('; ') });
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
