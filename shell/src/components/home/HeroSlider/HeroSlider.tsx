import { useEffect, useState } from 'react';
import { Img, RouteLink, usePrefersReducedMotion, useT } from '@ecopanel/shared-ui';
import { finishById } from '@ecopanel/shared-ui/data';
import { HERO_BACKGROUND_SIZES, HERO_MAIN_SIZES, HERO_SLIDES } from '../../../data/heroSlides';
import { IMG_BASE } from '../../../lib/img';
import { Dots } from '../carousel/Dots';
import { useAutoAdvance } from '../carousel/useAutoAdvance';
import { useEngaged } from '../carousel/useEngaged';
import styles from './HeroSlider.module.css';
import { catalog } from '../../../i18n/catalog';
import { homeCatalog } from '../i18n/catalog';
import { slideText } from './slideText';
import { dataString } from '../../../i18n/dataText';

export const HERO_INTERVAL_MS = 4000;

/** True once the page's load event has fired: the other slides' pictures wait until then. */
function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (document.readyState === 'complete') {
      setLoaded(true);
      return;
    }
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad);
    return () => window.removeEventListener('load', onLoad);
  }, []);
  return loaded;
}

/**
 * The home page's hero: four slides stacked in one grid cell (so the box never changes size) that
 * advance every 4 s, hold still while hovered or focused, and not at all under reduced motion or
 * once the visitor stops them (WAI-ARIA carousel pattern). The first slide's background is the LCP.
 */
export function HeroSlider() {
  const t = useT(homeCatalog);
  const frame = useT(catalog);
  const count = HERO_SLIDES.length;
  const [current, setCurrent] = useState(0);
  const [rotating, setRotating] = useState(true);
  const reducedMotion = usePrefersReducedMotion();
  const { engaged, handlers } = useEngaged();
  const loaded = usePageLoaded();

  // Under reduced motion the show starts stopped (the visitor may still start it). Applied after
  // mount, so the server's HTML and the first client render agree.
  useEffect(() => {
    if (reducedMotion) setRotating(false);
  }, [reducedMotion]);

  const auto = rotating && !engaged;
  useAutoAdvance(auto, HERO_INTERVAL_MS, current, () => setCurrent((i) => (i + 1) % count));

  return (
    <section className={styles.hero} aria-roledescription="carousel" aria-labelledby="home-title" {...handlers}>
      <h1 id="home-title" className={styles.eyebrow}>
        {t.node('hero.heading')}
      </h1>
      <div className={styles.stage} aria-live={auto ? 'off' : 'polite'}>
        {HERO_SLIDES.map((slide, i) => {
          const isCurrent = i === current;
          // The first slide's pictures come with the page; the others once it has loaded.
          const pictures = i === 0 || isCurrent || loaded;
          const text = slideText(t, i, slide);
          return (
            <div
              key={slide.background.name}
              role="group"
              aria-roledescription="slide"
              aria-label={t('hero.slide', { n: i + 1, count })}
              aria-hidden={isCurrent ? undefined : true}
              inert={!isCurrent}
              className={styles.slide}
              data-current={isCurrent}
            >
              {pictures ? (
                <>
                  <Img
                    base={IMG_BASE}
                    spec={slide.background}
                    alt=""
                    sizes={HERO_BACKGROUND_SIZES}
                    priority={i === 0}
                    className={styles.background}
                  />
                  <Img
                    base={IMG_BASE}
                    spec={slide.main}
                    alt={t('hero.panelAlt', {
                      // The finish's name in the page's letters (මේපල්, மேப்பிள்), as the catalogue writes it.
                      finish: dataString(t, `finish.${slide.finish}`, finishById(slide.finish).name),
                    })}
                    sizes={HERO_MAIN_SIZES}
                    className={styles.main}
                  />
                </>
              ) : null}
              <div className={styles.scrim} />
              <div className={styles.content}>
                <h2 className={styles.title}>{text.title}</h2>
                <p className={styles.description}>{text.description}</p>
                <RouteLink to="/products" className={styles.slideLink}>
                  {text.link}
                </RouteLink>
              </div>
            </div>
          );
        })}
      </div>
      <div className={styles.controls}>
        <RouteLink to="/products" className={styles.explore}>
          {frame.node('hero.explore')}
        </RouteLink>
        <div className={styles.picker}>
          <Dots
            count={count}
            current={current}
            label={t('hero.choose')}
            dotLabel={(i) => t('hero.goTo', { n: i + 1 })}
            onSelect={setCurrent}
            tone="light"
          />
          <button
            type="button"
            className={styles.rotation}
            aria-label={rotating ? t('hero.stop') : t('hero.start')}
            onClick={() => setRotating((r) => !r)}
          >
            <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
              {rotating ? (
                <path d="M6 4h3v12H6zM11 4h3v12h-3z" fill="currentColor" />
              ) : (
                <path d="M6 4l10 6-10 6z" fill="currentColor" />
              )}
            </svg>
          </button>
        </div>
      </div>
    </section>
  );
}
