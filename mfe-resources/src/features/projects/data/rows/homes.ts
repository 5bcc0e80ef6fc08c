import { PANEL } from '@ecopanel/shared-ui/data';
import type { Row } from '../projectDetail';

/**
 * The residential projects' detail records (SPEC section 3): villas, a bungalow, apartments and
 * townhouses. projectDetails.ts puts every sector's rows in id order.
 */
export const homesRows: Row[] = [
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
