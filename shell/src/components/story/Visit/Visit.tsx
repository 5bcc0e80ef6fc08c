import { EmbedFacade, ExternalLink, Img, siteConfig, telHref, VisuallyHidden, useT } from 'shared-ui';
import { MAP_POSTER } from '../../../data/story';
import { IMG_BASE } from '../../../lib/img';
import { Section } from '../../section/Section';
import styles from './Visit.module.css';
import { catalog } from '../../../i18n/catalog';

/** The head office: address, phone with hours, email, directions, and the map behind a facade. */
export function Visit() {
  const t = useT(catalog);
  const { street, city, mapUrl } = siteConfig.headOffice;
  return (
    <Section title={t.node('section.visit')}>
      <div className={styles.layout}>
        <div className={styles.details}>
          <div className={styles.contact}>
            <h3 className={styles.heading}>Head office</h3>
            <address>
              {street}
              <br />
              {city}
            </address>
            <h3 className={styles.heading}>Phone</h3>
            <p>
              <a href={telHref(siteConfig.phone)}>{siteConfig.phone}</a>
              <br />
              {siteConfig.officeHours}
            </p>
            <h3 className={styles.heading}>Email</h3>
            <p>
              <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a>
            </p>
          </div>
          <ExternalLink href={mapUrl} className={styles.directions}>
            Get Directions<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </ExternalLink>
        </div>
        <EmbedFacade
          src={siteConfig.headOffice.mapEmbedUrl}
          title={`Map of our head office, ${street}, ${city}`}
          playLabel={`Show the map of ${street}, ${city}`}
          icon="map"
          poster={<Img base={IMG_BASE} spec={MAP_POSTER} alt="" sizes="(min-width: 48rem) 34rem, 100vw" />}
          className={styles.map}
        />
      </div>
    </Section>
  );
}
