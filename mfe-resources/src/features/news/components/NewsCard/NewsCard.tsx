import { Link } from 'react-router-dom';
import { DateText, Img, useT } from 'shared-ui';
import { catalog } from '../../../../i18n/catalog';
import type { NewsItem } from '../../data/news';
import { IMG_BASE } from '../../../../lib/img';
import { newsArticleLink } from '../../../../lib/paths';
import { paragraphs } from '../../../../lib/text';
import styles from './NewsCard.module.css';

/** A news teaser: the whole card opens the full article on the news-and-events page. The article's words are English for now, marked so. */
export function NewsCard({ item, priority = false }: { item: NewsItem; priority?: boolean }) {
  const t = useT(catalog);
  return (
    <article className={styles.card}>
      <Img
        base={IMG_BASE}
        spec={item.image}
        alt=""
        priority={priority}
        sizes="(min-width: 64rem) 35rem, (min-width: 40rem) 50vw, 100vw"
        className={styles.image}
      />
      <div className={styles.body}>
        <DateText iso={item.date} className={styles.date} />
        <h2 className={styles.title} lang="en">
          <Link to={newsArticleLink(item.id)} className={styles.link}>
            {item.title}
          </Link>
        </h2>
        <p className={styles.excerpt} lang="en">
          {paragraphs(item.content)[0]}
        </p>
        <span className={styles.more} aria-hidden="true">
          {t.node('news.readMore')}
        </span>
      </div>
    </article>
  );
}
