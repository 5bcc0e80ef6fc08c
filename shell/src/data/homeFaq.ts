import { INSTALLATION, PANEL } from '@ecopanel/shared-ui/data';

export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

/** The home page's six questions; the resources remote has the full FAQ. */
export const HOME_FAQ: readonly FaqEntry[] = [
  {
    id: 'material',
    question: 'What are your panels made of?',
    answer: `Each panel is extruded from UPVC: ${PANEL.material}, with no asbestos, formaldehyde or lead. The wood grain is printed on and sealed, so it keeps its colour without painting.`,
  },
  {
    id: 'heat',
    question: 'How much heat can the panels take?',
    answer: `The panels are rated for a maximum continuous temperature of ${INSTALLATION.maxContinuousTempC}°C, which covers Sri Lankan roofs in the dry season. They are not for saunas, steam rooms or directly above ovens and open flames.`,
  },
  {
    id: 'sizes',
    question: 'What sizes do the panels come in?',
    answer: `Every panel is ${PANEL.thicknessMm} mm thick and ${PANEL.widthMm} mm wide. Eleven finishes come in ${PANEL.standardLengthMm} mm lengths and White sand in ${PANEL.longLengthMm} mm. A panel weighs about ${PANEL.gramsPerSqft} g per square foot.`,
  },
  {
    id: 'wet-areas',
    question: 'Can I use them in bathrooms and kitchens?',
    answer:
      'Yes. UPVC does not absorb water, so the panels will not swell, rot or grow mould in bathrooms, kitchens or covered verandas. Keep them away from the hob itself.',
  },
  {
    id: 'install',
    question: 'How long does installation take?',
    answer:
      'Our teams fit a typical living-room ceiling in one working day on a timber or aluminium frame. Larger sites are planned with you during the free consultation.',
  },
  {
    id: 'care',
    question: 'How do I clean and maintain them?',
    answer:
      'Wipe them with a damp cloth and mild soap now and then. There is nothing to repaint or varnish, and termites and wood borers leave UPVC alone.',
  },
];
