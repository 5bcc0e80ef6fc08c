/** One stock panel that pieces are cut from, once the plan is done. */
export interface CutPanel {
  /** The pieces cut from it, in the order they are cut. */
  pieces: number[];
  /** What is left of it after the last cut (the saw's share taken out). */
  leftover: number;
}

export interface CutOptions {
  /** A whole panel's length. */
  panelLength: number;
  /** Lost to the blade at each cut. */
  kerf: number;
  /** An offcut shorter than this is thrown away, not kept for a later piece. */
  minOffcut: number;
}

/**
 * Cuts `pieces`, in the given order, from as few panels as first fit finds: each piece comes from
 * the first panel already cut whose offcut still takes it, and a new panel is cut only when none
 * does. All lengths in one unit; whole numbers (e.g. tenths of a millimetre) keep it exact.
 *
 * A piece that is exactly the offcut's length takes no cut; otherwise the cut costs `kerf`, and an
 * offcut thinner than the blade is sawdust. Every piece must be at most a panel long.
 */
export function firstFit(pieces: readonly number[], { panelLength, kerf, minOffcut }: CutOptions): CutPanel[] {
  const panels: CutPanel[] = [];
  // Indexes into `panels` of the offcuts still worth keeping, oldest first (first fit's order).
  const open: number[] = [];
  for (const piece of pieces) {
    if (!(piece > 0) || piece > panelLength)
      throw new RangeError(`A piece must be longer than 0 and at most ${panelLength} long (got ${piece}).`);
    let slot = open.findIndex((i) => panels[i]!.leftover >= piece);
    if (slot === -1) {
      panels.push({ pieces: [], leftover: panelLength });
      open.push(panels.length - 1);
      slot = open.length - 1;
    }
    const panel = panels[open[slot]!]!;
    panel.pieces.push(piece);
    panel.leftover = panel.leftover === piece ? 0 : Math.max(0, panel.leftover - piece - kerf);
    if (panel.leftover < minOffcut || panel.leftover === 0) open.splice(slot, 1);
  }
  return panels;
}
