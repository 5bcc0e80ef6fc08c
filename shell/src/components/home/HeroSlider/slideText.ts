import type { Translate } from 'shared-ui';
import { PANEL } from 'shared-ui/data';
import type { HeroSlide } from '../../../data/heroSlides';
import type en from '../../../i18n/en.json';

type ShellT = Translate<Extract<keyof typeof en, string>>;

/**
 * A slide's words in the page's language. The English stays in data/heroSlides (one place); en.json
 * passes it through (`"{text}"`) and si.json/ta.json hold each slide's words by its place
 * (`hero.3.title`), so a slide a language lacks shows its English, marked lang="en".
 */
export function slideText(t: ShellT, index: number, slide: Pick<HeroSlide, 'title' | 'description' | 'linkText'>) {
  const id = (field: 'title' | 'description' | 'link') => `hero.${index + 1}.${field}` as Parameters<ShellT>[0];
  return {
    title: t.node(id('title'), { text: slide.title }),
    // The figure a translation says again (White sand's 3000 mm), from shared-ui.
    description: t.node(id('description'), { text: slide.description, long: PANEL.longLengthMm }),
    link: t.node(id('link'), { text: slide.linkText }),
  };
}
