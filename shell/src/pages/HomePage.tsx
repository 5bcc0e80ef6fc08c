import { Link } from 'react-router-dom';
import { PageMeta, siteConfig } from 'shared-ui';
import { RemoteSlot } from '../components/RemoteSlot/RemoteSlot';
import styles from './HomePage.module.css';

/** Home: the shell's own sections with the remotes' widgets composed in (full content: issue #3). */
export function HomePage() {
  return (
    <>
      <PageMeta
        title="Home"
        description={`${siteConfig.siteName}: sustainable, eco-friendly UPVC ceiling and wall panels made in Sri Lanka, with expert installation.`}
        path="/"
      />
      <section aria-labelledby="home-title" className={styles.hero}>
        <h1 id="home-title">Sustainable UPVC ceiling and wall panels</h1>
        <p>
          Eco-friendly panels in wood-grain finishes, made with German technology under ISO 9001:2015 and
          installed by our own teams across Sri Lanka.
        </p>
        <Link to="/products">Explore Products</Link>
      </section>
      <div className={styles.widgets}>
        <RemoteSlot id="impact/ImpactMonitor" label="the green impact monitor" minHeight="24rem" whenVisible />
        <RemoteSlot id="catalogue/FeaturedProducts" label="the featured products" minHeight="32rem" whenVisible />
      </div>
    </>
  );
}
