import { ACCESSORIES, INSTALLATION, PANEL } from '@ecopanel/shared-ui/data';

const { battenSpacingMaxMm, maxContinuousTempC } = INSTALLATION;
const panelM2 = (PANEL.widthMm * PANEL.standardLengthMm) / 1e6;

/** What buyers and installers ask most; the product facts in the answers come from shared-ui's tables. */
export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export const faqs: FaqItem[] = [
  {
    id: 'material',
    question: 'What are the panels made of?',
    answer: `Our ceiling and wall panels are made of UPVC: ${PANEL.material}. A panel weighs about ${PANEL.gramsPerSqft} g per square foot, so it is light enough to fix without reinforcing the frame.`,
  },
  {
    id: 'sizes',
    question: 'What sizes do the panels come in?',
    answer: `Every panel is ${PANEL.thicknessMm} mm thick and ${PANEL.widthMm} mm (${PANEL.widthMm / 10} cm, about 8 inches) wide. Standard panels are ${PANEL.standardLengthMm} mm long; White sand is made ${PANEL.longLengthMm} mm long for larger rooms. One standard panel covers about ${panelM2.toFixed(2)} square metres (${(panelM2 * 10.7639).toFixed(2)} square feet).`,
  },
  {
    id: 'how-many',
    question: 'How many panels do I need for my room?',
    answer: `Divide the ceiling area by the area of one panel (${panelM2} square metres for a ${PANEL.standardLengthMm} mm panel) and add 5 to 10 percent for cutting, or let the panel calculator plan the cuts for you. Send us the room sizes through the quotation form and we will work out the panels and trims for you.`,
  },
  {
    id: 'heat',
    question: 'What temperature can the panels take?',
    answer: `The panels are designed for a maximum continuous temperature of ${maxContinuousTempC} °C. That suits any room in a Sri Lankan home or office, but keep them away from direct heat such as the area just above a gas cooker, and use LED or other cool-running light fittings.`,
  },
  {
    id: 'sauna',
    question: 'Can I use the panels in a sauna or steam room?',
    answer: `No. Saunas and steam rooms run above the ${maxContinuousTempC} °C limit for long periods, so the panels are not suitable there. They are fine in ordinary bathrooms and kitchens.`,
  },
  {
    id: 'water',
    question: 'Are the panels suitable for bathrooms, kitchens and damp areas?',
    answer:
      'Yes. UPVC does not absorb water, so the panels do not swell, rot or grow mould the way timber and gypsum boards can. Keep the space above the ceiling ventilated and fix any roof leak promptly.',
  },
  {
    id: 'fire',
    question: 'Are the panels fire retardant?',
    answer:
      'Yes. The panels are fire retardant and do not keep burning once a flame is removed. Our independent test reports, including the fire test, are on the Patent Certificates & Test Reports page.',
  },
  {
    id: 'health',
    question: 'Are the panels safe for my family?',
    answer:
      'Yes. The panels are free from health hazards and are not a cancer-causing product: they contain no asbestos and need no paint, varnish or glue once installed. Our quality system is certified to ISO 9001:2015.',
  },
  {
    id: 'insects',
    question: 'Will termites or other insects damage the panels?',
    answer:
      'No. UPVC gives termites and other insects nothing to feed on, and the tongue-and-groove joints close tightly, so there are no gaps for them to nest in.',
  },
  {
    id: 'paint',
    question: 'Do the panels need painting or polishing?',
    answer:
      'Never. The wood-grain and plain finishes are part of the panel, so there is nothing to paint, varnish or polish, now or later.',
  },
  {
    id: 'cleaning',
    question: 'How do I clean the panels?',
    answer:
      'Wipe them with a soft cloth and water with a little mild soap. Do not use solvents, thinners or abrasive pads, which can dull the printed finish.',
  },
  {
    id: 'frame',
    question: 'What do the panels need to be fixed to?',
    answer: `A level frame of treated timber battens or galvanised metal channels, spaced no more than ${battenSpacingMaxMm} mm apart and running across the panels, with a Hanging Clip fixing each panel to every batten. The Installation Guide lists the tools and every step.`,
  },
  {
    id: 'diy',
    question: 'Can I install the panels myself?',
    answer:
      'A handy person with basic tools can, by following our Installation Guide and video. For larger rooms, uneven ceilings or commercial work we recommend our own installation team, who have fitted panels across the country for over 15 years.',
  },
  {
    id: 'accessories',
    question: 'Which accessories do I need?',
    answer: `Each has one job. ${ACCESSORIES.map((a) => `${a.name}: ${a.use}`).join(' ')} We include the ones your ceiling needs in every quotation.`,
  },
  {
    id: 'quotation',
    question: 'How do I get a price?',
    answer:
      'Use the Request a Quotation form with your email, mobile number and a short description of the job. We send the quotation by email.',
  },
];
