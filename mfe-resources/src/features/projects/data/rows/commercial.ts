import { INSTALLATION, PANEL } from '@ecopanel/shared-ui/data';
import type { Row } from '../projectDetail';

/**
 * The commercial projects' detail records (SPEC section 3): offices, factories, shops, a bank branch
 * and a warehouse. projectDetails.ts puts every sector's rows in id order.
 */
export const commercialRows: Row[] = [
  {
    id: 2,
    category: 'Commercial',
    duration: '5 weeks',
    clientName: 'Financial services company',
    location: 'Colombo 03, Western Province',
    budget: 'LKR 5.8 million',
    description:
      'A financial services firm moving to a new floor wanted a bright, modern ceiling that would not need repainting or patching whenever cabling changed. Maple ceiling sheets cover the open-plan floor, six meeting rooms and reception, with access panels above every cable tray.',
    features: [
      'Maple ceiling sheets over 6,500 sqft of office space',
      'Removable access panels above cable trays',
      'Panels run in one direction through every room for a continuous look',
      'H-Corner joints hidden along the lighting lines',
    ],
    challenges: [
      'The office had to stay open on weekdays',
      'Dense services above the ceiling: air conditioning, cable trays and sprinklers',
      `Long runs exceeded the ${PANEL.standardLengthMm} mm length of a single panel`,
    ],
    solutions: [
      'Installation planned over five weekends with a larger crew',
      'Service openings marked on the frame before the first panel went up',
      'H-Corner joiners placed on the light lines, where the eye does not catch them',
    ],
  },
  {
    id: 4,
    category: 'Commercial',
    duration: '4 weeks',
    clientName: 'Apparel manufacturer',
    location: 'Katunayake, Western Province',
    budget: 'LKR 6.2 million',
    description: `A sewing floor with a dark, dusty asbestos-sheet roof needed a bright ceiling that is easy to clean. White sand panels in ${PANEL.longLengthMm} mm lengths were fixed to a new galvanised frame below the roof, reflecting more light from the existing fittings onto the work tables.`,
    features: [
      `White sand panels in ${PANEL.longLengthMm} mm lengths over 2,800 sqft`,
      'Galvanised steel frame below the existing roof',
      'Light-coloured surface that brightens the work tables',
      'Smooth finish that is wiped clean, never painted',
    ],
    challenges: [
      'Production could not stop for more than a weekend at a time',
      'High roof with trusses at irregular spacing',
      'Lint and dust settled on every surface',
    ],
    solutions: [
      'The floor divided into four zones, each finished over one weekend',
      'A frame suspended on hanger rods, levelled independently of the trusses',
      'A sealed ceiling that keeps roof dust off the floor and cleans with a damp cloth',
    ],
  },
  {
    id: 7,
    category: 'Commercial',
    duration: '3 weeks',
    clientName: 'Supermarket chain',
    location: 'Negombo, Western Province',
    budget: 'LKR 5.1 million',
    description:
      'A supermarket chain opening a new outlet needed a durable ceiling over the sales floor, stores and staff areas, ready before the opening date. Silver OAK panels were fitted around refrigeration ducts, lighting tracks and signage hangers.',
    features: [
      'Silver OAK ceiling sheets over the sales floor and stores',
      'Openings for lighting tracks, ducts and signage hangers',
      `Light weight (${PANEL.gramsPerSqft} g per sqft), so the frame needed no reinforcement`,
      'Finished ahead of the store opening',
    ],
    challenges: [
      'Fixed opening date with other trades on site',
      'Refrigeration ducts crossing the ceiling at many points',
      'Large area to level across the whole floor',
    ],
    solutions: [
      'Work sequenced with the shop-fitters day by day',
      'Ducts boxed in with panels and W-Corner trims',
      'Laser-levelled frame before any panel went up',
    ],
  },
  {
    id: 9,
    category: 'Commercial',
    duration: '5 weeks',
    clientName: 'Food processing company',
    location: 'Biyagama, Western Province',
    budget: 'LKR 6.9 million',
    description:
      'A food processor needed a hygienic ceiling for its packing hall and the anteroom to its cold rooms, one that shrugs off condensation and daily wash-downs. White sand panels on a galvanised frame give a smooth, sealed surface.',
    features: [
      'White sand ceiling over the packing hall and cold-room anteroom',
      'Resists condensation and regular cleaning',
      'Sealed joints with no gaps for dust or insects',
      'Galvanised frame that will not rust',
    ],
    challenges: [
      'Condensation near the cold-room doors',
      'Strict food-safety rules during installation',
      'Production ran in two shifts',
    ],
    solutions: [
      'Moisture-proof panels and corrosion-resistant fixings throughout',
      'Installation areas screened off and cleaned before handover each day',
      'Work in the gap between shifts and on Sundays',
    ],
  },
  {
    id: 12,
    category: 'Commercial',
    duration: '3 weeks',
    clientName: 'Commercial bank',
    location: 'Jaffna, Northern Province',
    budget: 'LKR 2.8 million',
    description:
      'A bank refurbishing its branch needed the banking hall and offices finished within a three-week closure. Walnut-finish panels give the hall a calm, premium look.',
    features: [
      'Walnut-finish ceilings in the banking hall and offices',
      'Completed within a three-week closure',
      'Cut-outs for security cameras and alarm sensors',
      'Fire-retardant material',
    ],
    challenges: [
      'A fixed three-week window',
      'Security equipment in the ceiling had to stay working',
      'Long distance from our Colombo workshop',
    ],
    solutions: [
      'Panels and trims pre-cut in the workshop from site measurements',
      'Security contractor on site for every cut-out',
      'A local crew supervised by our installation team',
    ],
  },
  {
    id: 14,
    category: 'Commercial',
    duration: '2 weeks',
    clientName: 'Logistics company',
    location: 'Ja-Ela, Western Province',
    budget: 'LKR 1.9 million',
    description:
      'A logistics company fitted out the office block and canteen of its warehouse. Smoke wood panels were fixed directly to the existing steel frame, with no timber battens needed.',
    features: [
      'Smoke wood ceilings in offices and the canteen',
      'Fixed to the existing steel frame',
      'Grey wood tone that suits the industrial building',
      'Canteen ceiling that cleans easily',
    ],
    challenges: ['An existing steel frame at uneven spacing', 'Heat under the warehouse roof', 'Canteen cooking steam'],
    solutions: [
      `Extra cross members added where the spacing exceeded ${INSTALLATION.battenSpacingMaxMm} mm`,
      `Ventilation above the ceiling keeps the panels well below ${INSTALLATION.maxContinuousTempC} °C`,
      'Cooking area kept clear of panels and fitted with an extractor hood',
    ],
  },
];
