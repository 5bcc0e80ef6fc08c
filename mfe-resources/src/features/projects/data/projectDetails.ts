import type { ImageSpec } from '@ecopanel/shared-ui';
import { INSTALLATION, PANEL } from '@ecopanel/shared-ui/data';
import { projectPhoto } from '../../../data/images';
import { projects } from './projects';

/**
 * The project records behind /resources/projects/{id} (SPEC section 3, "Project detail"). Kept
 * apart from the grid's summaries (projects.ts), as the spec describes: here the category is the
 * client's sector. Budget, client, location and duration are held for the sales team but not shown.
 */
export interface ProjectDetail {
  id: number;
  title: string;
  category: 'Commercial' | 'Residential' | 'Hospitality' | 'Healthcare';
  /** YYYY-MM */
  completionDate: string;
  duration: string;
  clientName: string;
  location: string;
  team: number;
  budget: string;
  description: string;
  challenges: [string, string, string];
  solutions: [string, string, string];
  images: [ImageSpec, ImageSpec, ImageSpec, ImageSpec];
  status: 'Completed';
  features: [string, string, string, string];
}

/** What only the detail record knows; the title, completion date and team size are the summary's (projects.ts). */
type Row = Omit<ProjectDetail, 'images' | 'status' | 'title' | 'completionDate' | 'team'>;

const rows: Row[] = [
  {
    id: 1,
    category: 'Residential',
    duration: '3 weeks',
    clientName: 'Private homeowner',
    location: 'Colombo 07, Western Province',
    budget: 'LKR 2.1 million',
    description:
      'The owners of this two-storey villa were tired of repainting stained, sagging gypsum ceilings every monsoon. We stripped the old boards, levelled the frame and clad 2,400 sqft of living, dining and family rooms in Golden Teak ceiling sheets, with matching cornices and cut-outs for recessed LED lights.',
    features: [
      'Golden Teak ceiling sheets across 2,400 sqft',
      'Top-Corner cornice trim around every room',
      'Recessed LED downlights fitted through clean cut-outs',
      'No painting needed, now or later',
    ],
    challenges: [
      'Old gypsum boards had to come down without damaging new wall paint',
      'Ceiling heights varied by up to 40 mm between rooms',
      'The family stayed in the house throughout the work',
    ],
    solutions: [
      'Dust screens and room-by-room removal, with daily clean-up',
      'A new levelled batten frame so every ceiling reads perfectly flat',
      'One room completed and handed back at a time',
    ],
  },
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
    id: 3,
    category: 'Hospitality',
    duration: '7 weeks',
    clientName: 'Boutique hotel',
    location: 'Galle, Southern Province',
    budget: 'LKR 7.4 million',
    description:
      'For a heritage-style hotel near the fort, the owners wanted the look of old timber without its termite and humidity problems. Burma Teak panels now line the lobby, the corridors on three floors and 24 guest rooms, finished with matching corner trims.',
    features: [
      'Burma Teak ceilings in the lobby, corridors and 24 guest rooms',
      'Termite-proof and unaffected by coastal humidity',
      'Matching U-Corner and Top-Corner trims throughout',
      'Guest rooms finished in batches of four',
    ],
    challenges: [
      'The hotel stayed open during the work',
      'Humid sea air had warped the previous timber ceiling',
      'Old walls were far from square',
    ],
    solutions: [
      'Four rooms taken out of service at a time, corridors worked at night',
      'Moisture-proof UPVC that does not swell, rot or warp',
      'Scribed perimeter trims that follow the walls and hide the gaps',
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
    id: 5,
    category: 'Residential',
    duration: '2 weeks',
    clientName: 'Private homeowner',
    location: 'Nuwara Eliya, Central Province',
    budget: 'LKR 1.3 million',
    description:
      'Damp winters had twice ruined the timber ceilings of this holiday bungalow. The owners chose Kithul panels for the warm wood look of the originals, now on a moisture-proof material that needs no varnish.',
    features: [
      'Kithul ceiling sheets in four bedrooms and the lounge',
      'Moisture-proof: no swelling, mould or rot',
      'Warm wood grain that suits the colonial-style interior',
      'No varnish or painting to maintain',
    ],
    challenges: [
      'Constant damp and cold nights in the hill country',
      'Remote site, a long way from suppliers',
      'Old timber frame partly rotten',
    ],
    solutions: [
      'UPVC panels unaffected by humidity and temperature swings',
      'All panels, trims and fixings delivered in one planned load',
      'Rotten battens replaced with treated timber before cladding',
    ],
  },
  {
    id: 6,
    category: 'Healthcare',
    duration: '6 weeks',
    clientName: 'Private healthcare group',
    location: 'Kandy, Central Province',
    budget: 'LKR 4.5 million',
    description:
      'A three-floor medical centre wanted ceilings that staff can wipe down and that never shed paint flakes. White sand panels cover the consultation rooms, pharmacy, laboratory waiting area and corridors.',
    features: [
      'White sand ceilings on three floors',
      'Wipe-clean, non-porous surface',
      'No paint to flake in clinical areas',
      'Access panels for air-conditioning maintenance',
    ],
    challenges: [
      'Patients were seen on every floor during the work',
      'Hygiene rules for dust and debris',
      'Many cut-outs for lights, vents and smoke detectors',
    ],
    solutions: [
      'Floor-by-floor schedule agreed with the medical staff',
      'Panels cut outside the building and carried in ready to fit',
      'Every opening measured and cut to template before installation',
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
    id: 8,
    category: 'Residential',
    duration: '8 weeks',
    clientName: 'Apartment management corporation',
    location: 'Rajagiriya, Western Province',
    budget: 'LKR 8.3 million',
    description:
      'The management corporation of a 12-storey apartment complex replaced stained ceilings in the ground-floor lobby, the lift halls and the corridors of every floor with Teak-finish panels.',
    features: [
      'Teak ceilings in the lobby, lift halls and corridors of 12 floors',
      'Consistent finish on every floor',
      'Crossing Corner joints where corridors meet',
      'Low maintenance for the building management',
    ],
    challenges: [
      'Residents used the corridors all day',
      'Water leaks had stained and weakened the old ceiling',
      'Materials had to travel up in shared lifts',
    ],
    solutions: [
      'Two floors at a time, with clear walkways kept open',
      'Water-resistant panels that will not stain or sag if a leak returns',
      'Deliveries scheduled outside peak lift hours',
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
    id: 10,
    category: 'Hospitality',
    duration: '3 weeks',
    clientName: 'Beach resort',
    location: 'Bentota, Southern Province',
    budget: 'LKR 3.6 million',
    description:
      'Salt air had corroded the metal ceiling of this open-sided restaurant and bar within a few years. Jack Wood panels give a light, airy look and will not rust, rot or attract termites.',
    features: [
      'Jack Wood ceilings over the restaurant and bar',
      'Unaffected by salt air and sea breeze',
      'Light colour that keeps the space airy',
      'Stainless fixings throughout',
    ],
    challenges: [
      'Corrosive salt air and high humidity',
      'The restaurant served guests every evening',
      'Wind load on an open-sided structure',
    ],
    solutions: [
      'UPVC panels and stainless steel fixings that do not corrode',
      'Work between breakfast and evening service only',
      'Closer batten spacing and extra clips along the open edges',
    ],
  },
  {
    id: 11,
    category: 'Residential',
    duration: '10 days',
    clientName: 'Private homeowner',
    location: 'Kurunegala, North Western Province',
    budget: 'LKR 0.9 million',
    description:
      'A family adding an upper floor wanted ceilings that match the timber doors and staircase of the original house. Rich Brown panels give the warm look of Lance Wood at a fraction of the cost and weight.',
    features: [
      'Rich Brown ceilings in three bedrooms and a study',
      'Colour matched to the existing timber joinery',
      'Quick installation on a new roof frame',
      'Light weight on the new structure',
    ],
    challenges: [
      'Matching the colour of existing timber',
      'The roof contractor and ceiling team overlapped on site',
      'A tight budget',
    ],
    solutions: [
      'Samples checked against the doors in daylight before ordering',
      'Ceiling frame fixed as soon as each roof section was closed',
      'Less waste thanks to panels cut to the measured room sizes',
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
    id: 13,
    category: 'Healthcare',
    duration: '8 days',
    clientName: 'Family dental practice',
    location: 'Matara, Southern Province',
    budget: 'LKR 0.8 million',
    description:
      'A family dental practice wanted clean, bright ceilings in its treatment rooms, sterilisation room and reception. Maple panels keep the rooms light and are wiped down with the daily cleaning.',
    features: [
      'Maple ceilings in two treatment rooms, sterilisation and reception',
      'Smooth, wipe-clean surface',
      'Openings for examination lights and extraction vents',
      'Finished over a long holiday weekend and the following week',
    ],
    challenges: [
      'Heavy examination lights mounted in the ceiling',
      'A short closure for the practice',
      'Strict cleanliness',
    ],
    solutions: [
      'Light mountings fixed to the structure, not to the panels',
      'Work planned around the holiday weekend',
      'Dust-free cutting outside and a full clean before reopening',
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
  {
    id: 15,
    category: 'Residential',
    duration: '2 weeks',
    clientName: 'Private homeowner',
    location: 'Mount Lavinia, Western Province',
    budget: 'LKR 1.5 million',
    description:
      'The owners of a three-storey townhouse near the beach wanted a durable ceiling and a feature wall behind the television. Titan wood panels cover the ceilings on all three floors and the wall.',
    features: [
      'Titan wood ceilings on three floors',
      'A panelled feature wall in the lounge',
      'Concealed wiring for wall lights',
      'Resistant to salt air and humidity',
    ],
    challenges: [
      `Narrow stairs for carrying ${PANEL.standardLengthMm} mm panels`,
      'A wall that was not plumb',
      'Salt air near the sea',
    ],
    solutions: [
      'Panels lifted through the balcony instead of the stairs',
      'A levelled timber frame on the wall behind the panels',
      'Corrosion-free UPVC and stainless fixings',
    ],
  },
];

const summaryOf = (id: number) => {
  const summary = projects.find((p) => p.id === id);
  if (!summary) throw new Error(`project ${id} has a detail record but no summary in projects.ts`);
  return summary;
};

export const projectDetails: ProjectDetail[] = rows.map((row) => {
  const { title, completionDate, team } = summaryOf(row.id);
  return {
    ...row,
    title,
    completionDate,
    team,
    status: 'Completed',
    images: [projectPhoto(row.id, 1), projectPhoto(row.id, 2), projectPhoto(row.id, 3), projectPhoto(row.id, 4)],
  };
});

export const findProjectDetail = (id: string | undefined): ProjectDetail | undefined =>
  id !== undefined && /^\d+$/.test(id) ? projectDetails.find((p) => p.id === Number(id)) : undefined;
