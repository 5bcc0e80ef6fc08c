import { useLocation } from 'react-router-dom';
import { BusinessJsonLd, PageMeta, useT } from '@ecopanel/shared-ui';
import { catalog } from '../i18n/catalog';
import { ContactHero } from '../components/ContactHero/ContactHero';
import { ContactCards } from '../components/ContactCards/ContactCards';
import { QuotationForm } from '../components/QuotationForm/QuotationForm';
import { NextSteps } from '../components/NextSteps/NextSteps';
import { CONTACT_PATH } from '../lib/paths';
import { prefillMessage } from '../lib/prefill';
import styles from './ContactPage.module.css';

/** /contact (SPEC section 2, "Contact"): the site's one conversion, the quotation request. */
export function ContactPage() {
  // `?product=&message=` from the catalogue (or any link): checked plain text, see lib/prefill.
  const t = useT(catalog);
  const initialMessage = prefillMessage(useLocation().search, t);
  return (
    <>
      {/* The canonical stays /contact whatever the query, so pre-filled links are never indexed apart. */}
      <PageMeta title={t('page.title')} description={t('page.description')} path={CONTACT_PATH} />
      <BusinessJsonLd />
      <ContactHero />
      <ContactCards />
      <div className={styles.columns}>
        {/* Keyed, so following another pre-filled link while here starts the form from that one. */}
        <QuotationForm key={initialMessage} initialMessage={initialMessage} />
        <NextSteps />
      </div>
    </>
  );
}
