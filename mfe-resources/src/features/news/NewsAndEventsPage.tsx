import { DateText, Img, PageMeta, usePrefersReducedMotion } from 'shared-ui';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { news } from './data/news';
import { IMG_BASE } from '../../lib/img';
import { newsAnchor, paths } from '../../lib/paths';
import { paragraphs } from '../../lib/text';
import { useHashScroll } from './lib/useHashScroll';
import styles from './NewsAndEventsPage.module.css';

const HEADING_ID = 'news-and-events-title';

/** /resources/news-and-events: every article in full; news cards link to one by its hash. */
export function NewsAndEventsPage() {
  useHashScroll();
  const reducedMotion = usePrefersReducedMotion();
  const backToTop = () => {
    window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' });
    // Keyboard and screen-reader users go back up too, not only the viewport.
    document.getElementById(HEADING_ID)?.focus({ preventScroll: true });
  };

  return (
    <>
      <PageMeta
        title="News & Events Articles"
        description="The full stories: our innovation award, the green label, ISO 9001:2015 certification and free installer workshops."
        path={paths.newsAndEvents}
      />
      <PageHeader title="News & Events Articles" headingId={HEADING_ID}>
        <p>The full stories behind our latest news.</p>
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
                {item.title}
              </h2>
              {paragraphs(item.content).map((text) => (
                <p key={text} className={styles.paragraph}>
                  {text}
                </p>
              ))}
              <button type="button" className={styles.back} onClick={backToTop}>
                Back to Top
              </button>
            </article>
          );
        })}
      </div>
    </>
  );
}
