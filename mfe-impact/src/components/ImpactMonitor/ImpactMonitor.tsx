import { useId } from 'react';
import { RouteLink, useT } from '@ecopanel/shared-ui';
import { Tabs } from '@ecopanel/shared-ui/widgets';
import { catalog } from '../../i18n/catalog';
import { ImpactDashboard } from '../ImpactDashboard/ImpactDashboard';
import { LiveImpact } from '../LiveImpact/LiveImpact';
import styles from './ImpactMonitor.module.css';

/**
 * Home page section 3: the live green-impact counter and the static dashboard, as two tabs. It sits
 * under the home page's h1, so its title is an h2. Both panels fill one reserved box, so switching
 * tabs or the counter arriving never moves the page.
 */
export function ImpactMonitor() {
  const headingId = useId();
  const t = useT(catalog);
  return (
    <section aria-labelledby={headingId} className={styles.monitor}>
      <div className={styles.intro}>
        <h2 id={headingId} className={styles.heading}>
          {t.node('monitor.heading')}
        </h2>
        <p className={styles.subtitle}>{t.node('monitor.subtitle')}</p>
      </div>
      <Tabs
        label={t('monitor.tabs')}
        className={styles.tabs}
        defaultIndex={0}
        tabs={[
          { id: 'live', label: t.node('monitor.heading'), content: <LiveImpact /> },
          { id: 'dashboard', label: t.node('monitor.dashboard'), content: <ImpactDashboard /> },
        ]}
      />
      <p className={styles.more}>
        <RouteLink to="/our-story" className={styles.details}>
          {t.node('monitor.details')}
        </RouteLink>
      </p>
    </section>
  );
}
