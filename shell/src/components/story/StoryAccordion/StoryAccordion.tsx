import { Accordion } from 'shared-ui';
import { STORY_SECTIONS } from '../../../data/story';
import { Section } from '../../section/Section';
import styles from './StoryAccordion.module.css';

const ITEMS = STORY_SECTIONS.map((s) => ({
  id: s.id,
  title: s.title,
  content: s.paragraphs.map((p) => <p key={p}>{p}</p>),
}));

/** About, Environmental Impact, Achievements, Future Vision: none open at first, one at a time. */
export function StoryAccordion() {
  return (
    <Section reveal title="Get to Know Us">
      <div className={styles.accordion}>
        <Accordion items={ITEMS} headingLevel={3} />
      </div>
    </Section>
  );
}
