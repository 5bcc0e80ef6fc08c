import { Img, RouteLink, useT } from '@ecopanel/shared-ui';
import { STORY_INTRO_IMAGE } from '../../../data/story';
import { IMG_BASE } from '../../../lib/img';
import { Section } from '../../section/Section';
import styles from './StoryIntro.module.css';
import { storyCatalog } from '../i18n/catalog';

export function StoryIntro() {
  const t = useT(storyCatalog);
  return (
    <Section title={t.node('section.storyIntro')}>
      <div className={styles.layout}>
        <div className={styles.text}>
          <p>{t.node('storyIntro.p1')}</p>
          <p>{t.node('storyIntro.p2')}</p>
          <RouteLink to="/contact" className={styles.link}>
            {t.node('storyIntro.quote')}
          </RouteLink>
        </div>
        <Img
          base={IMG_BASE}
          spec={STORY_INTRO_IMAGE}
          alt={t('storyIntro.alt')}
          sizes="(min-width: 48rem) 34rem, 100vw"
          className={styles.image}
        />
      </div>
    </Section>
  );
}
