import { Accordion, PageMeta, useT } from 'shared-ui';
import { catalog } from '../i18n/catalog';
import { ContactBlock } from '../components/ContactBlock/ContactBlock';
import { PageHeader } from '../components/PageHeader/PageHeader';
import { faqs } from '../data/faq';
import { paths } from '../lib/paths';
import styles from './FaqPage.module.css';

/** /resources/faq. The questions and answers are English for now (marked so); the page around them is translated. */
export function FaqPage() {
  const t = useT(catalog);
  return (
    <>
      <PageMeta title={t('faq.title')} description={t('faq.description')} path={paths.faq} />
      <PageHeader title={t('faq.title')}>
        <p>{t.node('faq.lead')}</p>
      </PageHeader>
      <div className={styles.list}>
        <Accordion
          headingLevel={2}
          items={faqs.map((faq) => ({
            id: faq.id,
            title: <span lang="en">{faq.question}</span>,
            content: <p lang="en">{faq.answer}</p>,
          }))}
        />
      </div>
      <ContactBlock />
    </>
  );
}
