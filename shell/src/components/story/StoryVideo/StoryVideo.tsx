import { Img, siteConfig, useT } from '@ecopanel/shared-ui';
import { EmbedFacade, youtubeEmbedUrl } from '@ecopanel/shared-ui/widgets';
import { STORY_VIDEO_POSTER } from '../../../data/story';
import { IMG_BASE } from '../../../lib/img';
import { Section } from '../../section/Section';
import styles from './StoryVideo.module.css';
import { storyCatalog } from '../i18n/catalog';

/** The story video behind a poster: nothing from the video platform loads until the visitor asks. */
export function StoryVideo() {
  const t = useT(storyCatalog);
  return (
    <Section reveal title={t.node('section.video')} intro={t.node('intro.video')}>
      <div className={styles.video}>
        <EmbedFacade
          src={youtubeEmbedUrl(siteConfig.videos.story)}
          title={t('video.title')}
          playLabel={t('video.play')}
          poster={
            <Img
              base={IMG_BASE}
              spec={STORY_VIDEO_POSTER}
              alt=""
              sizes="(min-width: 56rem) 54rem, calc(100vw - 2rem)"
            />
          }
        />
      </div>
    </Section>
  );
}
