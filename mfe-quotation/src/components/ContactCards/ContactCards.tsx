import { useId } from 'react';
import { ExternalLink, useT, VisuallyHidden, WhatsAppLink } from '@ecopanel/shared-ui';
import { catalog } from '../../i18n/catalog';
import { contactCards } from '../../data/contactCards';
import { OfficeHours } from '../OfficeHours';
import { ContactIcon } from './ContactIcon';
import styles from './ContactCards.module.css';

/** Location, Hotline and Email: every way to reach the company besides the form. */
export function ContactCards() {
  const headingId = useId();
  const t = useT(catalog);
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <VisuallyHidden as="h2" id={headingId}>
        {t.node('cards.heading')}
      </VisuallyHidden>
      <ul className={styles.list}>
        {contactCards.map((card) => (
          <li key={card.id} className={styles.card}>
            <ContactIcon id={card.id} className={styles.icon} />
            <h3 className={styles.label}>{t.node(card.label)}</h3>
            <p className={styles.primary}>
              {card.external ? (
                <ExternalLink href={card.href}>
                  {card.primary}
                  <VisuallyHidden>{t.node('cards.map')}</VisuallyHidden>
                </ExternalLink>
              ) : (
                <a href={card.href}>{card.primary}</a>
              )}
            </p>
            <p className={styles.secondary}>
              {t.node(card.secondary)}
              {card.hours && (
                <>
                  {' '}
                  <OfficeHours />
                </>
              )}
            </p>
            {/* A chat is the other way to talk to the sales team (issue 25), so it joins the Hotline card. */}
            {card.id === 'hotline' ? (
              <p className={styles.chat}>
                <WhatsAppLink />
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
