import { finishById } from '@ecopanel/shared-ui/data';
import { AWARD_BADGES, AWARD_CLAIMS } from './data/awards';
import { BENEFITS } from './data/benefits';
import { BROCHURE, WARRANTY } from './data/downloads';
import { GALLERY } from './data/gallery';
import { HERO_SLIDES } from './data/heroSlides';
import { HOME_FAQ } from './data/homeFaq';
import { PROCESS_STEPS, SERVICES, STORY_SECTIONS, STORY_STATS, STRENGTHS } from './data/story';
import { TESTIMONIALS } from './data/testimonials';

/**
 * For the content report's review sheet (build-tools/i18n/sources.ts): the English of each id whose
 * en.json message passes the data through (`{text}`), with the same ids the components give
 * `dataText` (components/home/*, components/story/*), and the pages that show each catalog: the
 * frame's on every page. Run in Node at report time, never shipped.
 */
const HOME = 'src/components/home/i18n';
const STORY = 'src/components/story/i18n';
const home = (id: string, english: string) => ({ catalog: HOME, id, english });
const story = (id: string, english: string) => ({ catalog: STORY, id, english });

export const reviewSources = {
  pages: { 'src/i18n': ['*'], [HOME]: ['/'], [STORY]: ['/our-story'] },
  texts: [
    ...HERO_SLIDES.flatMap((slide, i) => [
      home(`hero.${i + 1}.title`, slide.title),
      home(`hero.${i + 1}.description`, slide.description),
      home(`hero.${i + 1}.link`, slide.linkText),
    ]),
    // The names of the finishes the hero's and the gallery's pictures show, for their alt texts.
    ...[...new Set([...HERO_SLIDES, ...GALLERY].map((item) => item.finish))].map((id) =>
      home(`finish.${id}`, finishById(id).name),
    ),
    ...BENEFITS.flatMap((b, i) => [home(`benefit.${i + 1}.title`, b.title), home(`benefit.${i + 1}.text`, b.text)]),
    ...AWARD_CLAIMS.map((claim, i) => home(`award.${i + 1}`, claim)),
    ...AWARD_BADGES.map((b) => home(`badge.${b.label}`, b.alt)),
    ...GALLERY.flatMap((item, i) => [
      home(`gallery.${i + 1}.title`, item.title),
      home(`gallery.${i + 1}.description`, item.description),
    ]),
    ...HOME_FAQ.flatMap((q) => [home(`faq.${q.id}.question`, q.question), home(`faq.${q.id}.answer`, q.answer)]),
    ...TESTIMONIALS.flatMap((card, i) => [
      home(`testimonial.${i + 1}.text`, card.text),
      home(`testimonial.${i + 1}.role`, card.role),
    ]),
    ...STORY_SECTIONS.flatMap((s) => [
      story(`storySection.${s.id}.title`, s.title),
      ...s.paragraphs.map((p, i) => story(`storySection.${s.id}.${i + 1}`, p)),
    ]),
    ...SERVICES.flatMap((s, i) => [story(`service.${i + 1}.title`, s.title), story(`service.${i + 1}.text`, s.text)]),
    ...PROCESS_STEPS.flatMap((s, i) => [
      story(`process.${i + 1}.title`, s.title),
      story(`process.${i + 1}.text`, s.text),
    ]),
    ...STORY_STATS.map((s, i) => story(`stat.${i + 1}`, s.label)),
    ...STRENGTHS.flatMap((s, i) => [
      story(`strength.${i + 1}.title`, s.title),
      story(`strength.${i + 1}.text`, s.text),
    ]),
    ...(
      [
        ['brochure', BROCHURE],
        ['warranty', WARRANTY],
      ] as const
    ).flatMap(([id, d]) => [
      story(`download.${id}.label`, d.label),
      story(`download.${id}.description`, d.description),
    ]),
  ],
};
