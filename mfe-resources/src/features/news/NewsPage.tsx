import { PageMeta } from 'shared-ui';
import { NewsCard } from './components/NewsCard/NewsCard';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { news } from './data/news';
import { paths } from '../../lib/paths';
import styles from './NewsPage.module.css';

export function NewsPage() {
  return (
    <>
      <PageMeta
        title="News & Events"
        description="Awards, certifications and installer workshops: the latest news and events from our UPVC panel team."
        path={paths.news}
      />
      <PageHeader title="News & Events">
        <p>Awards, certifications and events from our factory and installation teams.</p>
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
