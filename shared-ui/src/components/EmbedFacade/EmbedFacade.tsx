import { useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './EmbedFacade.module.css';

/** The privacy-enhanced YouTube player URL; autoplay is fine because it is only ever inserted on a click. */
export const youtubeEmbedUrl = (videoId: string): string =>
  `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;

interface Props {
  /** The iframe's URL, inserted only after the visitor asks for it. */
  src: string;
  /** The iframe's title (required for accessibility). */
  title: string;
  /** Accessible name of the play button, e.g. "Play video: Our story". */
  playLabel: string;
  /** The poster shown until then (an <Img>, decorative: alt=""). */
  poster: ReactNode;
  /** CSS aspect-ratio of the box, kept before and after, so nothing shifts. */
  aspectRatio?: string;
  /** Icon on the button: a play triangle for video, a pin for maps. */
  icon?: 'play' | 'map';
  className?: string;
}

/**
 * A facade for a third-party iframe (video, map): the page loads a local poster and no third-party
 * code; the iframe is created on the click, and focus moves into it so keyboard users carry on.
 */
export function EmbedFacade({
  src,
  title,
  playLabel,
  poster,
  aspectRatio = '16 / 9',
  icon = 'play',
  className,
}: Props) {
  const [active, setActive] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (active) frame.current?.focus();
  }, [active]);

  return (
    <div className={`${styles.box} ${className ?? ''}`} style={{ aspectRatio }}>
      {active ? (
        <iframe
          ref={frame}
          src={src}
          title={title}
          className={styles.frame}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button type="button" className={styles.button} aria-label={playLabel} onClick={() => setActive(true)}>
          {poster}
          <span className={styles.icon} aria-hidden="true">
            {icon === 'play' ? (
              <svg viewBox="0 0 68 48" width="68" height="48">
                <rect width="68" height="48" rx="12" fill="#c4302b" />
                <path d="M27 14l18 10-18 10z" fill="#fff" />
              </svg>
            ) : (
              <svg viewBox="0 0 48 48" width="48" height="48">
                <circle cx="24" cy="24" r="24" fill="#1f5a3f" />
                <path
                  d="M24 10a10 10 0 0 0-10 10c0 8 10 18 10 18s10-10 10-18a10 10 0 0 0-10-10zm0 14a4 4 0 1 1 0-8 4 4 0 0 1 0 8z"
                  fill="#fff"
                />
              </svg>
            )}
          </span>
        </button>
      )}
    </div>
  );
}
