import { PANEL } from '@ecopanel/shared-ui/data';
import type { HeroSlide } from '../../../data/heroSlides';
import { dataText, type ContentT } from '../../../i18n/dataText';

/** A slide's words in the page's language, by its place (`hero.3.title`); see dataText. */
export function slideText(t: ContentT, index: number, slide: Pick<HeroSlide, 'title' | 'description' | 'linkText'>) {
  const id = (field: string) => `hero.${index + 1}.${field}`;
  return {
    title: dataText(t, id('title'), slide.title),
    // The figure a translation says again (White sand's 3000 mm), from shared-ui.
    description: dataText(t, id('description'), slide.description, { long: PANEL.longLengthMm }),
    link: dataText(t, id('link'), slide.linkText),
  };
}
