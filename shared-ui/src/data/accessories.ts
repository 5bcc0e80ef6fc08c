/**
 * The accessories sold with every sheet (SPEC section 3) and what each is for: the one table the
 * product pages, the FAQ, the installation guide, the certificates and the brochure read.
 */
export type AccessoryName = 'Crossing Corner' | 'Hanging Clip' | 'H-Corner' | 'Top-Corner' | 'U-Corner' | 'W-Corner';

export interface Accessory {
  name: AccessoryName;
  /** What the part is for, in a sentence. */
  use: string;
  /** Where it goes, to finish "for ..." or "on ...": "outside corners and boxed-in beams". */
  where: string;
}

export const ACCESSORIES: readonly Accessory[] = [
  {
    name: 'Crossing Corner',
    use: 'Neatens the points where trims meet or cross.',
    where: 'points where trims meet or cross',
  },
  {
    name: 'Hanging Clip',
    use: 'Fixes each strip’s tongue to every frame batten it crosses, hidden by the next strip, with no screw heads on show.',
    where: 'fixing each strip to the frame battens',
  },
  {
    name: 'H-Corner',
    use: 'Joins two panel ends in a straight line where a run is longer than one panel.',
    where: 'end-to-end joints',
  },
  {
    name: 'Top-Corner',
    use: 'Finishes the edge where the ceiling meets the wall and hides the expansion gap.',
    where: 'ceiling-to-wall junctions',
  },
  {
    name: 'U-Corner',
    use: 'Caps cut edges around openings, light fittings and borders.',
    where: 'cut edges and openings',
  },
  {
    name: 'W-Corner',
    use: 'Finishes outside corners, such as boxed-in beams and ducts.',
    where: 'outside corners and boxed-in beams',
  },
];

export function accessory(name: AccessoryName): Accessory {
  const found = ACCESSORIES.find((a) => a.name === name);
  if (!found) throw new Error(`no accessory named ${name}`);
  return found;
}
