import { PageMeta } from 'shared-ui';
import { ContactHero } from '../components/ContactHero/ContactHero';
import { ContactCards } from '../components/ContactCards/ContactCards';
import { QuotationForm } from '../components/QuotationForm/QuotationForm';
import { NextSteps } from '../components/NextSteps/NextSteps';
import styles from './ContactPage.module.css';

/** /contact (SPEC section 2, "Contact"): the site's one conversion, the quotation request. */
export function ContactPage() {
  return (
    <>
      <PageMeta
        title="Request a Quotation"
        description="Ask for a free quotation for UPVC ceiling and wall panels with installation, or call or visit our Colombo office."
        path="/contact"
      />
      <ContactHero />
      <ContactCards />
      <div className={styles.columns}>
        <QuotationForm />
        <NextSteps />
      </div>
    </>
  );
}
