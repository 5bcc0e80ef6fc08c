import { BusinessJsonLd, PageMeta, siteConfig, useT } from 'shared-ui';
import { homeCatalog } from '../components/home/i18n/catalog';
import { RemoteSlot } from '../remotes';
import { HeroSlider } from '../components/home/HeroSlider/HeroSlider';
import { Intro } from '../components/home/Intro/Intro';
import { Gallery } from '../components/home/Gallery/Gallery';
import { Benefits } from '../components/home/Benefits/Benefits';
import { Awards } from '../components/home/Awards/Awards';
import { HomeFaq } from '../components/home/HomeFaq/HomeFaq';
import { Testimonials } from '../components/home/Testimonials/Testimonials';
import styles from './HomePage.module.css';

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
