import { PageMeta, useT } from '@ecopanel/shared-ui';
import { catalog } from '../../i18n/catalog';
import { NewsCard } from './components/NewsCard/NewsCard';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { news } from './data/news';
import { paths } from '../../lib/paths';
import styles from './NewsPage.module.css';

export function NewsPage() {
  const t = useT(catalog);
  return (
    <>
      <PageMeta title={t('news.title')} description={t('news.description')} path={paths.news} />
      <PageHeader title={t('news.title')}>
        <p>{t.node('news.lead')}</p>
      </PageHeader>
      <ul className={styles.grid}>
        {news.map((item, i) => (
          <li key={item.id} className={styles.item}>
            <NewsCard item={item} priority={i === 0} />
          </li>
        ))}
      </ul>
    </>
  );
}
