import { siteConfig } from '@ecopanel/shared-ui/config';
import { BENEFITS } from '../../src/data/benefits';
import { ACCESSORIES, FINISHES, INSTALLATION, PANEL } from '@ecopanel/shared-ui/data';
import type { DocumentModel } from './model';

export interface BrochureArt {
  /** A JPEG of a panelled room for the cover. */
  cover?: { jpeg: Uint8Array; width: number; height: number };
  /** A JPEG wood-grain swatch per finish id. */
  swatches?: Record<string, Uint8Array>;
}

/** The product brochure: the range, sizes, specifications and the twelve benefits. */
export function brochure(art: BrochureArt = {}): DocumentModel {
  const contact = `${siteConfig.headOffice.street}, ${siteConfig.headOffice.city} | ${siteConfig.phone} (${siteConfig.officeHours}) | ${siteConfig.email}`;
  return {
    brand: siteConfig.siteName,
    title: 'Product Brochure',
    subtitle: 'Sustainable UPVC ceiling and wall panels, made in Sri Lanka with German technology under ISO 9001:2015.',
    subject: 'The EcoPanel range of UPVC ceiling and wall panels: finishes, sizes, specifications and benefits.',
    keywords: ['UPVC', 'ceiling panels', 'wall panels', 'Sri Lanka', 'brochure'],
    footer: `${siteConfig.siteName} | ${siteConfig.siteUrl}`,
    blocks: [
      ...(art.cover ? [{ kind: 'image' as const, ...art.cover }] : []),
      { kind: 'heading', text: 'Who we are' },
      {
        kind: 'paragraph',
        text: `${siteConfig.siteName}, a member of the ${siteConfig.groupName}, brings over two decades of experience in building materials and 15 years of making UPVC ceiling panels. Our panels replace timber boarding, so every ceiling we fit leaves a forest standing. Our own teams install them across the island.`,
      },
      { kind: 'heading', text: 'The range: twelve finishes' },
      {
        kind: 'paragraph',
        text: `Every finish is a printed, sealed wood grain on the same ${PANEL.widthMm} mm tongue-and-groove ceiling sheet. The pictures below are drawn from the same colour and grain as our product photographs.`,
      },
      {
        kind: 'swatches',
        items: FINISHES.map((f) => ({
          name: `${f.name} Ceiling Sheet`,
          color: f.colour,
          note: `${f.widthMm} x ${f.lengthMm} x ${f.thicknessMm} mm`,
          image: art.swatches?.[f.id],
        })),
      },
      { kind: 'heading', text: 'Colours and sizes' },
      {
        kind: 'table',
        columns: ['Finish', 'Colour', 'Length', 'Width', 'Thickness', 'Weight'],
        widths: [0.18, 0.26, 0.13, 0.12, 0.13, 0.18],
        rows: FINISHES.map((f) => [
          f.name,
          f.colourName,
          `${f.lengthMm} mm`,
          `${f.widthMm} mm`,
          `${f.thicknessMm} mm`,
          `${f.weightGramsPerSqft} g/sqft`,
        ]),
      },
      { kind: 'heading', text: 'Specifications' },
      {
        kind: 'table',
        columns: ['Property', 'Value'],
        widths: [0.4, 0.6],
        rows: [
          ['Material', `UPVC: ${PANEL.material}`],
          ['Thickness', `${PANEL.thicknessMm} mm`],
          ['Width', `${PANEL.widthMm} mm (${PANEL.widthMm / 10} cm)`],
          ['Lengths', `${PANEL.standardLengthMm} mm; ${PANEL.longLengthMm} mm for White sand`],
          ['Weight', `${PANEL.gramsPerSqft} g per sqft`],
          ['Profile', 'Tongue and groove, hollow-cell core'],
          ['Maximum continuous temperature', `${INSTALLATION.maxContinuousTempC}°C (not for saunas or steam rooms)`],
          [
            'Frame',
            `Battens at no more than ${INSTALLATION.battenSpacingMaxMm} mm centres; a Hanging Clip at every batten`,
          ],
          ['Quality system', 'ISO 9001:2015, German extrusion technology'],
          [
            'Awards',
            'Green-labelled product (Green Building Council of Sri Lanka); Best Innovative Product, national building exhibition',
          ],
        ],
      },
      { kind: 'heading', text: 'Accessories' },
      {
        kind: 'table',
        columns: ['Accessory', 'What it is for'],
        widths: [0.3, 0.7],
        rows: ACCESSORIES.map((a) => [a.name, a.use]),
      },
      { kind: 'heading', text: 'Benefits and technical features' },
      { kind: 'bullets', items: BENEFITS.map((b) => `${b.title}: ${b.text}`) },
      { kind: 'heading', text: 'Visit or call us' },
      { kind: 'paragraph', text: contact },
      { kind: 'paragraph', text: `Request a free quotation at ${siteConfig.siteUrl}/contact.` },
    ],
  };
}
