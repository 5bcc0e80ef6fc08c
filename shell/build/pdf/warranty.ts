import { siteConfig } from '@ecopanel/shared-ui/config';
import { accessory, INSTALLATION, PANEL } from '@ecopanel/shared-ui/data';
import type { DocumentModel } from './model';

/** The warranty terms with the installation guide and care instructions that the warranty depends on. */
export function warranty(): DocumentModel {
  const { battenSpacingMaxMm, expansionGapMm, maxContinuousTempC } = INSTALLATION;
  return {
    brand: siteConfig.siteName,
    title: 'Warranty & Installation',
    subtitle: 'Warranty terms, step-by-step installation and care for EcoPanel UPVC ceiling and wall panels.',
    subject: 'Warranty terms, installation guide and care instructions for EcoPanel UPVC panels.',
    keywords: ['UPVC', 'warranty', 'installation guide', 'ceiling panels'],
    footer: `${siteConfig.siteName} | ${siteConfig.phone} | ${siteConfig.email}`,
    blocks: [
      { kind: 'heading', text: '1. Our warranty' },
      {
        kind: 'paragraph',
        text: `${siteConfig.siteName} warrants its UPVC ceiling and wall panels against manufacturing defects for 10 years from the date of installation, when they are installed and used as this guide describes. Defects covered include cracking, warping, delamination or fading of the printed wood-grain finish under normal indoor use.`,
      },
      {
        kind: 'paragraph',
        text: 'If a covered defect appears, we will supply replacement panels of the same or the closest current finish; for installations by our own teams, we also replace them free of charge.',
      },
      { kind: 'heading', text: '2. What the warranty does not cover' },
      {
        kind: 'bullets',
        items: [
          `Heat above the maximum continuous temperature of ${maxContinuousTempC}°C, including saunas, steam rooms, and panels directly above ovens, hobs or open flames.`,
          'Halogen or other hot lamps mounted against the panels (use LED fittings).',
          'Damage from impact, fire, flooding, structural movement or roof leaks left unrepaired.',
          'Installation that does not follow this guide, or framing that is not level and secure.',
          'Cleaning with solvents, thinners, bleach or abrasive pads.',
          'Natural, slight colour change of panels exposed to direct sunlight outdoors.',
        ],
      },
      { kind: 'heading', text: '3. How to make a claim' },
      {
        kind: 'steps',
        items: [
          `Call ${siteConfig.phone} (${siteConfig.officeHours}) or write to ${siteConfig.email}.`,
          'Give your invoice number, the finish name and the date of installation.',
          'Send photographs of the affected panels and of the whole ceiling.',
          'We reply within five working days and arrange an inspection if needed.',
        ],
      },
      { kind: 'heading', text: '4. Before you install' },
      {
        kind: 'bullets',
        items: [
          `Panels are ${PANEL.widthMm} mm wide and ${PANEL.thicknessMm} mm thick, in ${PANEL.standardLengthMm} mm lengths (${PANEL.longLengthMm} mm for White sand), about ${PANEL.gramsPerSqft} g per sqft.`,
          'Store the packs flat, indoors and out of the sun; never stand them on end.',
          'Unpack the panels in the room 24 hours before fitting so they settle to its temperature.',
          'Check that all packs of one ceiling carry the same batch number, for an even colour.',
          'Tools: tape measure, spirit level, fine-tooth saw or cutter, drill, Hanging Clips or stainless screws, and the Top-Corner and U-Corner trims.',
        ],
      },
      { kind: 'heading', text: '5. Installation, step by step' },
      {
        kind: 'steps',
        items: [
          `Fix a level frame of treated timber or aluminium battens at no more than ${battenSpacingMaxMm} mm centres, running across the direction the panels will run.`,
          'Screw the Top-Corner trim around the perimeter of the ceiling, level with the battens.',
          `Cut the first panel ${expansionGapMm} mm shorter than the room, to leave room for expansion, and slide it into the trim with the groove towards the wall.`,
          'Fix the panel through its tongue flange to every batten with a Hanging Clip or one screw; do not screw through the face.',
          "Push the next panel's groove fully over the tongue of the last, then fix it the same way. Repeat across the room.",
          'Cut openings for lights and fans with a hole saw, keeping fittings LED and away from heat sources.',
          `Cut the last panel to width, spring it into the end trim, and finish ${accessory('W-Corner').where} with W-Corner trims.`,
        ],
      },
      { kind: 'heading', text: '6. Care and maintenance' },
      {
        kind: 'bullets',
        items: [
          'Wipe with a damp cloth and mild soap; rinse with clean water on kitchen ceilings.',
          'Never paint or varnish the panels; the printed finish needs neither.',
          'Avoid solvents, thinners, bleach and abrasive pads.',
          'Replace a damaged panel by sliding it out from the nearest trim; our team can do this for you.',
        ],
      },
      { kind: 'heading', text: '7. Contact' },
      {
        kind: 'paragraph',
        text: `${siteConfig.siteName}, ${siteConfig.headOffice.street}, ${siteConfig.headOffice.city}. Phone ${siteConfig.phone}, ${siteConfig.officeHours}. Email ${siteConfig.email}.`,
      },
    ],
  };
}
