import { PageMeta, useT } from '@ecopanel/shared-ui';
import { storyCatalog } from '../components/story/i18n/catalog';
import { StoryBanner } from '../components/story/StoryBanner/StoryBanner';
import { StoryIntro } from '../components/story/StoryIntro/StoryIntro';
import { StoryVideo } from '../components/story/StoryVideo/StoryVideo';
import { StoryAccordion } from '../components/story/StoryAccordion/StoryAccordion';
import { Services } from '../components/story/Services/Services';
import { Process } from '../components/story/Process/Process';
import { Stats } from '../components/story/Stats/Stats';
import { Strengths } from '../components/story/Strengths/Strengths';
import { Visit } from '../components/story/Visit/Visit';
import { Downloads } from '../components/story/Downloads/Downloads';
import styles from './OurStoryPage.module.css';

/** Our Story: the company's pitch, in the order of SPEC section 2. */
export function OurStoryPage() {
  const t = useT(storyCatalog);
  return (
    <>
      <PageMeta title={t('story.title')} description={t('story.description')} path="/our-story" />
      <StoryBanner />
      <div className={styles.sections}>
        <StoryIntro />
        <StoryVideo />
        <StoryAccordion />
        <Services />
        <Process />
        <Stats />
        <Strengths />
        <Visit />
        <Downloads />
      </div>
    </>
  );
}
