import { Link } from 'react-router-dom';
import { Img, useT } from 'shared-ui';
import { STORY_INTRO_IMAGE } from '../../../data/story';
import { IMG_BASE } from '../../../lib/img';
import { Section } from '../../section/Section';
import styles from './StoryIntro.module.css';
import { catalog } from '../../../i18n/catalog';

export function StoryIntro() {
  const t = useT(catalog);
  return (
    <Section title={t.node('section.storyIntro')}>
      <div className={styles.layout}>
        <div className={styles.text}>
          <p>
            We started in building materials more than two decades ago, as part of our group of companies, and for the
            last 15 years we have made UPVC ceiling and wall panels under our own name. Our factory runs German
            extrusion technology under an ISO 9001:2015 quality system.
          </p>
          <p>
            Our idea was simple: give Sri Lankan homes and businesses the warmth of a wooden ceiling without cutting a
            tree, and without the termites, damp and repainting that come with timber. Today our own teams install our
            panels in every province.
          </p>
          <Link to="/contact" className={styles.link}>
            Request a free quotation
          </Link>
        </div>
        <Img
          base={IMG_BASE}
          spec={STORY_INTRO_IMAGE}
          alt="Panels coming off the extrusion line in our factory"
          sizes="(min-width: 48rem) 34rem, 100vw"
          className={styles.image}
        />
      </div>
    </Section>
  );
}
