import type { ImageSpec } from '@ecopanel/shared-ui';
import { ACCESSORIES, FINISHES, INSTALLATION, PANEL } from '@ecopanel/shared-ui/data';
import { certificateFull, certificateThumb } from '../../../data/images';

/**
 * SPEC section 3, "Certificate item": id (patent-1..39, report-1..6), title, image. Each document
 * also carries what is printed on it (number, issuer, date, subject), so the caption and the drawn
 * document say the same thing.
 */
export interface Certificate {
  id: string;
  title: string;
  /** Small rendition for the grid. */
  image: ImageSpec;
  /** Large rendition, loaded only when the lightbox shows it. */
  fullImage: ImageSpec;
  kind: 'patent' | 'report';
  number: string;
  issuer: string;
  /** YYYY-MM-DD */
  date: string;
  /** What is certified or tested, in one or two short lines as printed on the document. */
  subject: string[];
}

const PATENT_ISSUER = 'Intellectual Property Office';
const LAB = 'Independent Materials Testing Laboratory';

// Design registrations for each finish, then the accessories, then the profile, materials and process.
const patentSubjects: string[][] = [
  ...FINISHES.map((f) => [`${f.name} ${f.id === 'white-sand' ? 'textured' : 'wood-grain'}`, 'ceiling sheet design']),
  ...ACCESSORIES.map((a) => [a.name, `for ${a.where}`]),
  [`Hollow-cell ${PANEL.thicknessMm} mm`, 'UPVC ceiling panel profile'],
  ['Interlocking tongue-and-groove', 'panel joint'],
  [PANEL.material, 'panel compound'],
  ['Fire-retardant additive system', 'for UPVC panels'],
  ['Lead-free heat stabiliser', 'system for UPVC extrusion'],
  ['UV-stable printed decor film', 'for interior panels'],
  ['Low-odour water-based', 'printing ink for UPVC'],
  ['Embossed wood-grain', 'surface texture process'],
  ['V-groove edge profile', 'for continuous ceilings'],
  ['Extrusion calibration die', 'for thin-wall hollow panels'],
  ['Vacuum cooling tank', 'for panel extrusion'],
  ['In-line panel cutting', 'and length control'],
  [`${PANEL.longLengthMm} mm long-length`, 'panel extrusion line'],
  ['Recycled production regrind', 'dosing method'],
  ['Moisture-resistant', 'panel end seal'],
  ['Ceiling access hatch', 'for UPVC panel ceilings'],
  ['Light fitting cut-out frame', 'for panel ceilings'],
  ['UPVC wall cladding panel', 'with concealed fixing'],
  ['Anti-static surface treatment', 'for dust-free ceilings'],
  ['Protective peel-off film', 'for printed panels'],
  ['Panel bundle packaging', 'for damage-free transport'],
];

const reportSubjects: { title: string; subject: string[] }[] = [
  {
    title: 'Fire performance test report',
    subject: ['Flammability and surface spread', 'of flame of UPVC ceiling panels'],
  },
  { title: 'Water absorption test report', subject: ['Water absorption and dimensional', 'stability after immersion'] },
  {
    title: 'Heat resistance test report',
    subject: ['Vicat softening and heat sag', `at ${INSTALLATION.maxContinuousTempC} °C continuous exposure`],
  },
  { title: 'Heavy metals test report', subject: ['Lead, cadmium and mercury content', 'of UPVC ceiling panels'] },
  {
    title: 'Impact and flexural strength test report',
    subject: ['Impact resistance and flexural', `strength across a ${INSTALLATION.battenSpacingMaxMm} mm span`],
  },
  { title: 'Emissions test report', subject: ['Volatile organic compound and', 'formaldehyde emissions'] },
];

const pad = (n: number, width: number) => String(n).padStart(width, '0');

// Granted over the company's 15 years: spread evenly from 2010 to 2024, in number order.
const patentDate = (i: number) =>
  `${2010 + Math.floor((i * 15) / 39)}-${pad(1 + ((i * 5) % 12), 2)}-${pad(3 + ((i * 7) % 25), 2)}`;

export const patents: Certificate[] = patentSubjects.map((subject, i) => {
  const id = `patent-${i + 1}`;
  const date = patentDate(i);
  return {
    id,
    title: `Patent Certificate ${i + 1}: ${subject.join(' ')}`,
    image: certificateThumb(id),
    fullImage: certificateFull(id),
    kind: 'patent',
    number: `LK/P/${date.slice(0, 4)}/${17000 + i * 137}`,
    issuer: PATENT_ISSUER,
    date,
    subject,
  };
});

export const testReports: Certificate[] = reportSubjects.map(({ title, subject }, i) => {
  const id = `report-${i + 1}`;
  const date = `2023-${pad(2 + i * 2, 2)}-${pad(10 + i * 3, 2)}`;
  return {
    id,
    title: `Test Report ${i + 1}: ${title}`,
    image: certificateThumb(id),
    fullImage: certificateFull(id),
    kind: 'report',
    number: `TR/2023/${pad(412 + i * 29, 4)}`,
    issuer: LAB,
    date,
    subject,
  };
});
