import { useId } from 'react';
import {
  ExternalLink,
  RouteLink,
  siteConfig,
  telHref,
  useOfficeHours,
  useT,
  VisuallyHidden,
} from '@ecopanel/shared-ui';
import { catalog } from '../../i18n/catalog';
import styles from './ContactBlock.module.css';

/** How to reach a person when the answers are not enough; every detail comes from siteConfig. */
export function ContactBlock({ heading }: { heading?: string }) {
  const t = useT(catalog);
  const hours = useOfficeHours();
  const headingId = useId();
  const { phone, email, officeAddress } = siteConfig;
  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading ?? t.node('contact.heading')}
      </h2>
      <p className={styles.intro}>{t.node('contact.intro', { hours: hours.text })}</p>
      <ul className={styles.list}>
        <li>
          <span className={styles.label}>{t.node('contact.call')}</span>
          <a href={telHref(phone)}>{phone}</a>
        </li>
        <li>
          <span className={styles.label}>{t.node('contact.email')}</span>
          <a href={`mailto:${email}`}>{email}</a>
        </li>
        <li>
          <span className={styles.label}>{t.node('contact.visit')}</span>
          <ExternalLink href={officeAddress.mapUrl}>
            {officeAddress.line}
            <VisuallyHidden> {t.node('contact.map')}</VisuallyHidden>
          </ExternalLink>
        </li>
      </ul>
      <RouteLink to="/contact" className={styles.cta}>
        {t.node('contact.quote')}
      </RouteLink>
    </section>
  );
}
