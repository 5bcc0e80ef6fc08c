import { ExternalLink, Img, siteConfig, telHref, useOfficeHours, VisuallyHidden, useT } from '@ecopanel/shared-ui';
import { EmbedFacade } from '@ecopanel/shared-ui/widgets';
import { MAP_POSTER } from '../../../data/story';
import { IMG_BASE } from '../../../lib/img';
import { Section } from '../../section/Section';
import styles from './Visit.module.css';
import { storyCatalog } from '../i18n/catalog';

/** The head office: address, phone with hours, email, directions, and the map behind a facade. */
export function Visit() {
  const t = useT(storyCatalog);
  const hours = useOfficeHours();
  const { street, city, mapUrl } = siteConfig.headOffice;
  return (
    <Section title={t.node('section.visit')}>
      <div className={styles.layout}>
        <div className={styles.details}>
          <div className={styles.contact}>
            <h3 className={styles.heading}>{t.node('visit.office')}</h3>
            {/* The address is siteConfig's English, marked so. */}
            <address lang={t.lang === 'en' ? undefined : 'en'}>
              {street}
              <br />
              {city}
            </address>
            <h3 className={styles.heading}>{t.node('visit.phone')}</h3>
            <p>
              <a href={telHref(siteConfig.phone)}>{siteConfig.phone}</a>
              <br />
              {hours.node}
            </p>
            <h3 className={styles.heading}>{t.node('visit.email')}</h3>
            <p>
              <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a>
            </p>
          </div>
          <ExternalLink href={mapUrl} className={styles.directions}>
            {t.node('visit.directions')}
            <VisuallyHidden>{t.node('visit.newTab')}</VisuallyHidden>
          </ExternalLink>
        </div>
        <EmbedFacade
          src={siteConfig.headOffice.mapEmbedUrl}
          title={t('visit.mapTitle', { street, city })}
          playLabel={t('visit.showMap', { street, city })}
          icon="map"
          poster={<Img base={IMG_BASE} spec={MAP_POSTER} alt="" sizes="(min-width: 48rem) 34rem, 100vw" />}
          className={styles.map}
        />
      </div>
    </Section>
  );
}
