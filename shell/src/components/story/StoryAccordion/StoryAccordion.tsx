import { useT } from '@ecopanel/shared-ui';
import { Accordion } from '@ecopanel/shared-ui/widgets';
import { STORY_SECTIONS } from '../../../data/story';
import { Section } from '../../section/Section';
import styles from './StoryAccordion.module.css';
import { storyCatalog } from '../i18n/catalog';
import { dataText } from '../../../i18n/dataText';

/** About, Environmental Impact, Achievements, Future Vision: none open at first, one at a time. */
export function StoryAccordion() {
  const t = useT(storyCatalog);
  const items = STORY_SECTIONS.map((s) => ({
    id: s.id,
    title: dataText(t, `storySection.${s.id}.title`, s.title),
    content: s.paragraphs.map((p, i) => <p key={p}>{dataText(t, `storySection.${s.id}.${i + 1}`, p)}</p>),
  }));
  return (
    <Section reveal title={t.node('section.knowUs')}>
      <div className={styles.accordion}>
        <Accordion items={items} headingLevel={3} />
      </div>
    </Section>
  );
}
