import { BusinessJsonLd, PageMeta, siteConfig, useT } from '@ecopanel/shared-ui';
import { homeCatalog } from '../components/home/i18n/catalog';
import { RemoteSlot } from '../remotes';
import { HeroSlider } from '../components/home/HeroSlider/HeroSlider';
import { Intro } from '../components/home/Intro/Intro';
import { Gallery } from '../components/home/Gallery/Gallery';
import { belowTheFold } from '../components/BelowTheFold/belowTheFold';
import styles from './HomePage.module.css';

// Far below the fold: their code is not in the first load, and they hydrate as the reader nears
// them (or at once, on a click on one of their buttons); each says so in its place if its code
// fails to arrive. Their chunk's CSS is linked with the page (shell/prerender.json `styleChunks`):
// their server HTML is painted long before their code arrives.
const lower = () => import(/* webpackChunkName: "home-lower" */ '../components/home/lowerSections');
const Benefits = belowTheFold(() => lower().then((m) => m.Benefits), 'the benefits section');
const Awards = belowTheFold(() => lower().then((m) => m.Awards), 'the awards section');
const HomeFaq = belowTheFold(() => lower().then((m) => m.HomeFaq), 'the FAQ section');
const Testimonials = belowTheFold(() => lower().then((m) => m.Testimonials), 'the testimonials section');

/** Home: the shell's own sections, with the remotes' widgets composed in at the spec's positions. */
export function HomePage() {
  const t = useT(homeCatalog);
  return (
    <>
      <PageMeta title={t('home.title')} description={t('home.description', { site: siteConfig.siteName })} path="/" />
      <BusinessJsonLd />
      <HeroSlider />
      <div className={styles.sections}>
        <Intro />
        <RemoteSlot
          id="impact/ImpactMonitor"
          label="the green impact monitor"
          minHeight="var(--impact-slot-height)"
          whenVisible
        />
        <Gallery />
        <RemoteSlot
          id="catalogue/FeaturedProducts"
          label="the featured products"
          minHeight="var(--featured-slot-height)"
          whenVisible
        />
        <Benefits />
        <Awards />
        <HomeFaq />
        <Testimonials />
      </div>
    </>
  );
}
