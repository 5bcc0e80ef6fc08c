import { PageMeta, Tabs } from 'shared-ui';
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
  const ready = useElapsed(SPINNER_MS);
  return (
    <>
      <PageMeta
        title="Patent Certificates & Test Reports"
        description="View our 39 patent certificates and 6 independent test reports for UPVC ceiling panels: fire, water, heat, heavy metals, strength and emissions."
        path={paths.certificate}
      />
      <PageHeader title="Patent Certificates & Test Reports">
        <p>
          Our designs, accessories and manufacturing methods are protected by patents, and independent laboratories have
          tested the panels. Select a document to view it in full.
        </p>
      </PageHeader>
      <div className={styles.stage}>
        {ready ? null : <Spinner label="Loading certificates" className={styles.spinner} />}
        <div className={ready ? undefined : styles.waiting} aria-hidden={ready ? undefined : true} inert={!ready}>
          <Tabs
            label="Certificates and reports"
            tabs={[
              { id: 'patents', label: 'Patent Certificates', content: <CertificateGallery items={patents} /> },
              { id: 'reports', label: 'Test Reports', content: <CertificateGallery items={testReports} /> },
            ]}
          />
        </div>
      </div>
    </>
  );
}
