import { PageMeta, useT } from '@ecopanel/shared-ui';
import { Accordion } from '@ecopanel/shared-ui/widgets';
import { catalog } from '../i18n/catalog';
import { contentText } from '../i18n/contentText';
import { ContactBlock } from '../components/ContactBlock/ContactBlock';
import { PageHeader } from '../components/PageHeader/PageHeader';
import { faqs } from '../data/faq';
import { paths } from '../lib/paths';
import styles from './FaqPage.module.css';

/** /resources/faq. Each question and answer in the page's language, or its English marked so where the language lacks it. */
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
            title: contentText(t, `faq.${faq.id}.question`, faq.question).node,
            content: <p>{contentText(t, `faq.${faq.id}.answer`, faq.answer).node}</p>,
          }))}
        />
      </div>
      <ContactBlock />
    </>
  );
}
