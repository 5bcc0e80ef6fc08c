import { Img, PageMeta, usePrefersReducedMotion, useT } from '@ecopanel/shared-ui';
import { DateText } from '@ecopanel/shared-ui/widgets';
import { catalog } from '../../i18n/catalog';
import { contentText } from '../../i18n/contentText';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { news } from './data/news';
import { IMG_BASE } from '../../lib/img';
import { newsAnchor, paths } from '../../lib/paths';
import { paragraphs } from '../../lib/text';
import { useHashScroll } from './lib/useHashScroll';
import styles from './NewsAndEventsPage.module.css';

const HEADING_ID = 'news-and-events-title';

/**
 * /resources/news-and-events: every article in full; news cards link to one by its hash. Each
 * title and paragraph is in the page's language, or its English marked so where the language lacks it.
 */
export function NewsAndEventsPage() {
  const t = useT(catalog);
  useHashScroll();
  const reducedMotion = usePrefersReducedMotion();
  const backToTop = () => {
    window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' });
    // Keyboard and screen-reader users go back up too, not only the viewport.
    document.getElementById(HEADING_ID)?.focus({ preventScroll: true });
  };

  return (
    <>
      <PageMeta title={t('articles.title')} description={t('articles.description')} path={paths.newsAndEvents} />
      <PageHeader title={t('articles.title')} headingId={HEADING_ID}>
        <p>{t.node('articles.lead')}</p>
      </PageHeader>
      <div className={styles.articles}>
        {news.map((item, i) => {
          const anchor = newsAnchor(item.id);
          return (
            <article key={item.id} id={anchor} className={styles.article} aria-labelledby={`${anchor}-title`}>
              <Img
                base={IMG_BASE}
                spec={item.image}
                alt=""
                priority={i === 0}
                sizes="(min-width: 52rem) 48rem, 100vw"
                className={styles.image}
              />
              <DateText iso={item.date} className={styles.date} />
              <h2 id={`${anchor}-title`} className={styles.title}>
                {contentText(t, `news.${item.id}.title`, item.title).node}
              </h2>
              {paragraphs(item.content).map((text, n) => (
                <p key={text} className={styles.paragraph}>
                  {contentText(t, `news.${item.id}.body.${n + 1}`, text).node}
                </p>
              ))}
              <button type="button" className={styles.back} onClick={backToTop}>
                {t.node('articles.backToTop')}
              </button>
            </article>
          );
        })}
      </div>
    </>
  );
}
