import { useId } from 'react';
import { RouteLink, Tabs } from 'shared-ui';
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
  return (
    <section aria-labelledby={headingId} className={styles.monitor}>
      <div className={styles.intro}>
        <h2 id={headingId} className={styles.heading}>
          Green Impact Monitor
        </h2>
        <p className={styles.subtitle}>
          Every ceiling made with our UPVC panels instead of timber leaves trees standing. Watch the difference add up.
        </p>
      </div>
      <Tabs
        label="Green impact"
        className={styles.tabs}
        defaultIndex={0}
        tabs={[
          { id: 'live', label: 'Green Impact Monitor', content: <LiveImpact /> },
          { id: 'dashboard', label: 'Data Dashboard', content: <ImpactDashboard /> },
        ]}
      />
      <p className={styles.more}>
        <RouteLink to="/our-story" className={styles.details}>
          View Details
        </RouteLink>
      </p>
    </section>
  );
}
