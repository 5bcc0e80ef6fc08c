import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ExternalLink, siteConfig, telHref, VisuallyHidden } from 'shared-ui';
import styles from './ContactBlock.module.css';

/** How to reach a person when the answers are not enough; every detail comes from siteConfig. */
export function ContactBlock({ heading = 'Still have questions?' }: { heading?: string }) {
  const headingId = useId();
  const { phone, email, officeAddress, officeHours } = siteConfig;
  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <p className={styles.intro}>Talk to our team: call us {officeHours}, send an email, or visit our office.</p>
      <ul className={styles.list}>
        <li>
          <span className={styles.label}>Call</span>
          <a href={telHref(phone)}>{phone}</a>
        </li>
        <li>
          <span className={styles.label}>Email</span>
          <a href={`mailto:${email}`}>{email}</a>
        </li>
        <li>
          <span className={styles.label}>Visit</span>
          <ExternalLink href={officeAddress.mapUrl}>
            {officeAddress.line}
            <VisuallyHidden> (map, opens in a new tab)</VisuallyHidden>
          </ExternalLink>
        </li>
      </ul>
      <Link to="/contact" className={styles.cta}>
        Request a Quotation
      </Link>
    </section>
  );
}
