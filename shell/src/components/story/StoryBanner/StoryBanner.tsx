import { Img } from 'shared-ui';
import { STORY_BANNER } from '../../../data/story';
import { IMG_BASE } from '../../../lib/img';
import styles from './StoryBanner.module.css';

/** The page's header banner and hero: its picture is the page's LCP, so it is never lazy. */
export function StoryBanner() {
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
        <h1 className={styles.title}>Our Story</h1>
        <p className={styles.tagline}>Two decades of building greener, 15 years of ceilings that spare the forests.</p>
      </div>
    </div>
  );
}
