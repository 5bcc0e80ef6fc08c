import { catalogIn } from '@ecopanel/shared-ui';
import { catalog } from '../i18n/catalog';
import { paths } from '../lib/paths';

export interface HubCard {
  /** In English, the catalog's source; the page shows them in its language by `hub.{icon}.title`. */
  title: string;
  description: string;
  href: string;
  icon: 'projects' | 'faq' | 'certificate' | 'news' | 'installation';
}

// English is bundled with the app, so its instance is ready at once.
const english = catalogIn(catalog, 'en') as Exclude<ReturnType<typeof catalogIn>, Promise<unknown>>;
const text = (icon: HubCard['icon']) => ({
  title: english.text(`hub.${icon}.title`),
  description: english.text(`hub.${icon}.description`),
});

/** The five sections of Resources, in the spec's order. */
export const hubCards: HubCard[] = [
  {
    ...text('projects'),
    href: paths.projects,
    icon: 'projects',
  },
  {
    ...text('faq'),
    href: paths.faq,
    icon: 'faq',
  },
  {
    ...text('certificate'),
    href: paths.certificate,
    icon: 'certificate',
  },
  {
    ...text('news'),
    href: paths.news,
    icon: 'news',
  },
  {
    ...text('installation'),
    href: paths.installation,
    icon: 'installation',
  },
];
