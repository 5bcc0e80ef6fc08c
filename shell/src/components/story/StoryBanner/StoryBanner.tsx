import { Img, useT } from '@ecopanel/shared-ui';
import { STORY_BANNER } from '../../../data/story';
import { IMG_BASE } from '../../../lib/img';
import styles from './StoryBanner.module.css';
import { storyCatalog } from '../i18n/catalog';

/** The page's header banner and hero: its picture is the page's LCP, so it is never lazy. */
export function StoryBanner() {
  const t = useT(storyCatalog);
  return (
    <div className={styles.banner}>
      <Img
        base={IMG_BASE}
        spec={STORY_BANNER}
        alt=""
        sizes="(min-width: 72rem) 70rem, calc(100vw - 2rem)"
        priority
        className={styles.image}
      />
      <div className={styles.text}>
        <h1 className={styles.title}>{t.node('story.title')}</h1>
        <p className={styles.tagline}>{t.node('banner.tagline')}</p>
      </div>
    </div>
  );
}
