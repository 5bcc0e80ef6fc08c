import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useT } from '@ecopanel/shared-ui';
import { catalog } from '../../i18n/catalog';
import { isChunkLoadError, reloadOnce } from '../../lib/chunkErrors';
import styles from './PageErrorBoundary.module.css';

interface Props {
  children: ReactNode;
}

function PageFailed() {
  const t = useT(catalog);
  return (
    <section className={styles.failed} role="alert">
      <h1 className={styles.title}>{t.node('pageFailed.title')}</h1>
      <p>{t.node('pageFailed.text')}</p>
      <button type="button" className={styles.reload} onClick={() => window.location.reload()}>
        {t.node('pageFailed.reload')}
      </button>
    </section>
  );
}

/**
 * Around each of the shell's own pages, inside the layout: a page whose code cannot be fetched
 * leaves the header, footer and navigation working, with a message and a way back. Missing code
 * after a release first gets one automatic reload.
 */
export class PageErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    if (isChunkLoadError(error) && reloadOnce()) return;
    console.error('This page could not be shown:', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return <PageFailed />;
  }
}
