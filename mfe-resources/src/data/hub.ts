import { paths } from '../lib/paths';

export interface HubCard {
  title: string;
  description: string;
  href: string;
  icon: 'projects' | 'faq' | 'certificate' | 'news' | 'installation';
}

/** The five sections of Resources, in the spec's order. */
export const hubCards: HubCard[] = [
  {
    title: 'Projects',
    description: 'Homes, offices, hotels, clinics and factories across Sri Lanka finished with our panels.',
    href: paths.projects,
    icon: 'projects',
  },
  {
    title: 'FAQ',
    description: 'Sizes, materials, heat limits, cleaning and installation: straight answers to common questions.',
    href: paths.faq,
    icon: 'faq',
  },
  {
    title: 'Patent Certificates & Test Reports',
    description: 'Our 39 patent certificates and 6 independent test reports, to view in full.',
    href: paths.certificate,
    icon: 'certificate',
  },
  {
    title: 'News & Events',
    description: 'Awards, certifications and installer workshops from our team.',
    href: paths.news,
    icon: 'news',
  },
  {
    title: 'Installation Guide',
    description: 'Tools, step-by-step guidelines and an installation video for builders and installers.',
    href: paths.installation,
    icon: 'installation',
  },
];
