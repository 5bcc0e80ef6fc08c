import { PageMeta, RouteLink, useT } from '@ecopanel/shared-ui';
import { catalog } from '../i18n/catalog';
import { hubCards, type HubCard } from '../data/hub';
import { paths } from '../lib/paths';
import { PageHeader } from '../components/PageHeader/PageHeader';
import styles from './HubPage.module.css';

const iconPaths: Record<HubCard['icon'], string> = {
  projects: 'M4 20V9l8-5 8 5v11h-5v-6H9v6z',
  faq: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 14v.5M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6',
  certificate: 'M5 3h14v12H5zM8 7h8M8 10.5h5M15 15l-1.5 6 2.5-1.5 2.5 1.5L17 15',
  news: 'M4 5h13v14H6a2 2 0 0 1-2-2zM17 9h3v8a2 2 0 0 1-2 2M7 9h7M7 12.5h7M7 16h4',
  installation: 'M14.5 6.5l3 3M4 20l9.5-9.5M13 4l7 7-2 2-7-7zM3 14h4v4',
};

/** The line icon of a Resources section (decorative: the card's title names it). */
function HubIcon({ icon }: { icon: HubCard['icon'] }) {
  return (
    <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
      <path
        d={iconPaths[icon]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** /resources: where builders and architects find the proof and the know-how. */
export function HubPage() {
  const t = useT(catalog);
  return (
    <>
      <PageMeta title={t('hub.title')} description={t('hub.description')} path={paths.hub} />
      <PageHeader title={t('hub.title')}>
        <p>{t.node('hub.lead')}</p>
      </PageHeader>
      <ul className={styles.grid}>
        {hubCards.map((card) => (
          <li key={card.href} className={styles.card}>
            <span className={styles.icon}>
              <HubIcon icon={card.icon} />
            </span>
            <h2 className={styles.title}>
              <RouteLink to={card.href} className={styles.link}>
                {t.node(`hub.${card.icon}.title`)}
              </RouteLink>
            </h2>
            <p className={styles.description}>{t.node(`hub.${card.icon}.description`)}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
