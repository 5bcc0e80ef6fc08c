import { PageMeta, useT } from '@ecopanel/shared-ui';
import { Tabs } from '@ecopanel/shared-ui/widgets';
import { catalog } from '../../i18n/catalog';
import { CertificateGallery } from './components/CertificateGallery/CertificateGallery';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Spinner } from '../../components/Spinner/Spinner';
import { patents, testReports } from './data/certificates';
import { paths } from '../../lib/paths';
import { useElapsed } from './lib/useElapsed';
import styles from './CertificatePage.module.css';

export const SPINNER_MS = 1000;

/**
 * /resources/certificate. The spec shows a spinner for the first second; the gallery is laid out
 * underneath it meanwhile (hidden and inert), so thumbnails start loading and nothing shifts when
 * it appears.
 */
export function CertificatePage() {
  const t = useT(catalog);
  const ready = useElapsed(SPINNER_MS);
  return (
    <>
      <PageMeta title={t('certificates.title')} description={t('certificates.description')} path={paths.certificate} />
      <PageHeader title={t('certificates.title')}>
        <p>{t.node('certificates.lead')}</p>
      </PageHeader>
      <div className={styles.stage}>
        {ready ? null : <Spinner label={t('certificates.loading')} className={styles.spinner} />}
        <div className={ready ? undefined : styles.waiting} aria-hidden={ready ? undefined : true} inert={!ready}>
          <Tabs
            label={t('certificates.tabs')}
            tabs={[
              { id: 'patents', label: t.node('certificates.patents'), content: <CertificateGallery items={patents} /> },
              {
                id: 'reports',
                label: t.node('certificates.reports'),
                content: <CertificateGallery items={testReports} />,
              },
            ]}
          />
        </div>
      </div>
    </>
  );
}
