import { Img, RouteLink, useT } from '@ecopanel/shared-ui';
import { DateText } from '@ecopanel/shared-ui/widgets';
import { catalog } from '../../../../i18n/catalog';
import { contentText } from '../../../../i18n/contentText';
import type { NewsItem } from '../../data/news';
import { IMG_BASE } from '../../../../lib/img';
import { newsArticleLink } from '../../../../lib/paths';
import { paragraphs } from '../../../../lib/text';
import styles from './NewsCard.module.css';

/** A news teaser: the whole card opens the full article on the news-and-events page. Its title and first paragraph are in the page's language where translated. */
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
        <h2 className={styles.title}>
          <RouteLink to={newsArticleLink(item.id)} className={styles.link}>
            {contentText(t, `news.${item.id}.title`, item.title).node}
          </RouteLink>
        </h2>
        <p className={styles.excerpt}>
          {contentText(t, `news.${item.id}.body.1`, paragraphs(item.content)[0] ?? '').node}
        </p>
        <span className={styles.more} aria-hidden="true">
          {t.node('news.readMore')}
        </span>
      </div>
    </article>
  );
}
