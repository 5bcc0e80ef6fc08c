import { siteConfig } from '../../../shared-ui/src/config/siteConfig';
import { BENEFITS } from '../../src/data/benefits';
import { PANEL_RANGE, PANEL_SPECS } from '../../src/data/panelRange';
import type { DocumentModel } from './document';

export interface BrochureArt {
  /** A JPEG of a panelled room for the cover. */
  cover?: { jpeg: Uint8Array; width: number; height: number };
  /** A JPEG wood-grain swatch per finish name. */
  swatches?: Record<string, Uint8Array>;
}

/** The product brochure: the range, sizes, specifications and the twelve benefits. */
export function brochure(art: BrochureArt = {}): DocumentModel {
  const s = PANEL_SPECS;
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
        text: 'Every finish is a printed, sealed wood grain on the same 200 mm tongue-and-groove ceiling sheet. The pictures below are drawn from the same grain as our product photographs.',
      },
      {
        kind: 'swatches',
        items: PANEL_RANGE.map((p) => ({
          name: `${p.name} Ceiling Sheet`,
          color: p.color,
          note: `${s.widthMm} x ${p.lengthMm} x ${s.thicknessMm} mm`,
          image: art.swatches?.[p.name],
        })),
      },
      { kind: 'heading', text: 'Sizes' },
      {
        kind: 'table',
        columns: ['Finish', 'Width', 'Length', 'Thickness'],
        widths: [0.4, 0.2, 0.2, 0.2],
        rows: PANEL_RANGE.map((p) => [p.name, `${s.widthMm} mm`, `${p.lengthMm} mm`, `${s.thicknessMm} mm`]),
      },
      { kind: 'heading', text: 'Specifications' },
      {
        kind: 'table',
        columns: ['Property', 'Value'],
        widths: [0.4, 0.6],
        rows: [
          ['Material', `UPVC: ${s.material}`],
          ['Thickness', `${s.thicknessMm} mm`],
          ['Width', `${s.widthMm} mm (20 cm)`],
          ['Lengths', '2440 mm (2.4 m); 3000 mm (3 m) for White sand'],
          ['Weight', `${s.weightGramsPerSqft} g per sqft`],
          ['Profile', 'Tongue and groove, hollow-cell core'],
          ['Maximum continuous temperature', `${s.maxContinuousTempC}°C (not for saunas or steam rooms)`],
          ['Quality system', `${s.certification}, German extrusion technology`],
          ['Awards', 'Green-labelled product (Green Building Council of Sri Lanka); Best Innovative Product, national building exhibition'],
        ],
      },
      { kind: 'heading', text: 'Benefits and technical features' },
      { kind: 'bullets', items: BENEFITS.map((b) => `${b.title}: ${b.text}`) },
      { kind: 'heading', text: 'Visit or call us' },
      { kind: 'paragraph', text: contact },
      { kind: 'paragraph', text: `Request a free quotation at ${siteConfig.siteUrl}/contact.` },
    ],
  };
}
