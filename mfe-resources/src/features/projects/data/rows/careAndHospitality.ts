import type { Row } from '../projectDetail';

/**
 * The hospitality and healthcare projects' detail records (SPEC section 3): a hotel, a resort's
 * restaurant and two clinics. projectDetails.ts puts every sector's rows in id order.
 */
export const careAndHospitalityRows: Row[] = [
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
];
