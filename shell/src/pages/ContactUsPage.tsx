import { PageMeta, useT } from '@ecopanel/shared-ui';
import { catalog } from '../i18n/catalog';

/** The spec's /contact-us is an empty page: only the shared frame and its heading. */
export function ContactUsPage() {
  const t = useT(catalog);
  return (
    <>
      <PageMeta title={t('contactUs.title')} description={t('contactUs.description')} path="/contact-us" />
      <h1>{t.node('contactUs.title')}</h1>
    </>
  );
}
