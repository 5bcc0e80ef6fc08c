import { MIN_USABLE_OFFCUT_MM, SAW_KERF_MM } from '../data/calculator';
import type { StepsT } from '../i18n/catalog';
import type { CutPanelMm, PanelEstimate } from './panelEstimate';
import { mm, num } from './stepWords';

// The cutting plan's step that says which panels the row pieces come from (estimateSteps.ts).

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

/** Which panels the pieces are cut from, offcuts reused first fit: one line per group cut alike. */
export function piecesStep(t: StepsT, e: PanelEstimate): string {
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
