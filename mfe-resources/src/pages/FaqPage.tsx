import { Accordion, PageMeta } from 'shared-ui';
import { ContactBlock } from '../components/ContactBlock/ContactBlock';
import { PageHeader } from '../components/PageHeader/PageHeader';
import { faqs } from '../data/faq';
import { paths } from '../lib/paths';
import styles from './FaqPage.module.css';

export function FaqPage() {
  return (
    <>
      <PageMeta
        title="Frequently Asked Questions"
        description="Answers about our UPVC ceiling panels: sizes, materials, heat limits, fire, water, cleaning, framing and installation."
        path={paths.faq}
      />
      <PageHeader title="Frequently Asked Questions">
        <p>What homeowners, builders and installers ask us most about the panels and how to fit them.</p>
      </PageHeader>
      <div className={styles.list}>
        <Accordion
          headingLevel={2}
          items={faqs.map((faq) => ({ id: faq.id, title: faq.question, content: <p>{faq.answer}</p> }))}
        />
      </div>
      <ContactBlock />
    </>
  );
}
