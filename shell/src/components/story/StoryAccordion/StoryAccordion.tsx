import { Accordion, useT } from 'shared-ui';
import { STORY_SECTIONS } from '../../../data/story';
import { Section } from '../../section/Section';
import styles from './StoryAccordion.module.css';
import { catalog } from '../../../i18n/catalog';

const ITEMS = STORY_SECTIONS.map((s) => ({
  id: s.id,
  title: s.title,
  content: s.paragraphs.map((p) => <p key={p}>{p}</p>),
}));

/** About, Environmental Impact, Achievements, Future Vision: none open at first, one at a time. */
export function StoryAccordion() {
  const t = useT(catalog);
  return (
    <Section reveal title={t.node('section.knowUs')}>
      <div className={styles.accordion}>
        <Accordion items={ITEMS} headingLevel={3} />
      </div>
    </Section>
  );
}
