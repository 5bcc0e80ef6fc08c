import { accessory, INSTALLATION, PANEL } from '@ecopanel/shared-ui/data';

/**
 * The installation guide: what an installer does, in order. Sizes, spacings and limits come from
 * shared-ui's tables (finishes, accessories, installation figures).
 */
export interface InstallationStep {
  title: string;
  text: string;
}

const { battenSpacingMaxMm, expansionGapMm, maxContinuousTempC } = INSTALLATION;
const m2 = (lengthMm: number) => (PANEL.widthMm * lengthMm) / 1e6;

export const installationSteps: InstallationStep[] = [
  {
    title: 'Measure and plan',
    text: `Measure the room and decide which way the panels will run; across the shorter span usually looks best and wastes least. Divide the ceiling area by ${m2(PANEL.standardLengthMm)} m² (one ${PANEL.widthMm} mm x ${PANEL.standardLengthMm} mm panel; ${m2(PANEL.longLengthMm)} m² for a ${PANEL.longLengthMm} mm White sand panel) and add 5 to 10 percent for cutting, or let the panel calculator plan the cuts. Count the Top-Corner trim for the room perimeter and the H-Corner joiners for runs longer than one panel.`,
  },
  {
    title: 'Build a level frame',
    text: `Fix treated timber battens or galvanised metal channels across the direction of the panels, no more than ${battenSpacingMaxMm} mm apart, with an extra batten at every wall and around every opening. Where the frame hangs below the roof, suspend it on hanger rods or wires. Check it with a spirit level: the panels will follow every dip in the frame.`,
  },
  {
    title: 'Fit the perimeter trims',
    text: `Fix Top-Corner trims along the walls at the level of the underside of the frame, mitring them at the corners. Use W-Corner trims on ${accessory('W-Corner').where}, and Crossing Corner pieces at the ${accessory('Crossing Corner').where}.`,
  },
  {
    title: 'Cut the panels to length',
    text: `Measure each run wall to wall and cut the panel ${expansionGapMm} mm shorter, leaving room for the panel to expand on hot days. Cut face up with a fine-tooth saw or score deeply with a utility knife and snap. Keep the protective film on until the end.`,
  },
  {
    title: 'Fix the first panel',
    text: 'Slide the first panel into the trim with its groove towards the wall. Check it is straight along its whole length, because every other panel follows it. Fix the tongue flange to each batten with a Hanging Clip, a short stainless screw or a staple; firm, not tight, so the panel can move.',
  },
  {
    title: 'Continue panel by panel',
    text: 'Push the groove of the next panel fully over the tongue of the last one until the joint closes, then fix its flange to every batten. Where a run is longer than one panel, join the ends with an H-Corner over a batten and stagger the joints between rows.',
  },
  {
    title: 'Cut openings for lights and vents',
    text: `Mark each opening from the frame and cut it with a hole saw or jigsaw, then frame it with U-Corner trim. Use LED or other cool-running fittings and keep heat sources such as halogen lamps and cooker hoods away from the panels: the panel surface must stay below ${maxContinuousTempC} °C.`,
  },
  {
    title: 'Fit the last panel and finish',
    text: 'Cut the last panel lengthways to the remaining width, less a few millimetres, and slip it into the trim. Peel off the protective film, wipe the ceiling with a damp cloth, and you are done: no painting is ever needed.',
  },
];

export const safetyNotes: string[] = [
  `Not for saunas, steam rooms or anywhere above ${maxContinuousTempC} °C for long periods.`,
  'Wear safety glasses when cutting and drilling, and work from a stable platform.',
  'Switch off the electricity before working near wiring or light points.',
];

export const tools: string[] = [
  'Measuring tape',
  'Spirit level',
  'Fine-tooth saw',
  'Utility knife',
  'Cordless drill and driver',
  'Hole saw',
  'Staple gun',
  'Set square and pencil',
  'Safety glasses',
];
