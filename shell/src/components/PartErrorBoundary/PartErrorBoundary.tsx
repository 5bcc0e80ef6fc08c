import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useT } from '@ecopanel/shared-ui';
import { catalog } from '../../i18n/catalog';
import { isChunkLoadError, reloadOnce } from '../../lib/chunkErrors';
import styles from './PartErrorBoundary.module.css';

interface Props {
  /** What the part is, in the sentence that says it failed ("the featured products"). */
  label: string;
  /** Called by the Retry button; the parent remounts this boundary with a fresh attempt. */
  onRetry: () => void;
  /**
   * Whether code that could not be fetched reloads the page once by itself (default): right for a
   * part the page opened with, whose module keeps the failure; a part that loads while the reader
   * is already reading says so in place instead, and its Retry fetches the code anew.
   */
  reloadForMissingCode?: boolean;
  children: ReactNode;
}

/** What stands in the part's place: what happened, and a way back (a Retry; a reload when its code is gone). */
function Unavailable({ label, onRetry, missingCode }: { label: string; onRetry: () => void; missingCode: boolean }) {
  const t = useT(catalog);
  return (
    <div className={styles.failed} role="status">
      <p>{t.node('slot.unavailable', { part: label })}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t.node('slot.retry')}
      </button>
      {missingCode ? (
        <button type="button" className={styles.retry} onClick={() => window.location.reload()}>
          {t.node('pageFailed.reload')}
        </button>
      ) : null}
    </div>
  );
}

/**
 * Keeps one failed part of a page (a remote's, or a section whose code loads late) from taking the
 * page down: React 19 unmounts the whole root otherwise.
 */
export class PartErrorBoundary extends Component<Props, { failed: boolean; missingCode: boolean }> {
  override state = { failed: false, missingCode: false };

  static getDerivedStateFromError(error: unknown): { failed: boolean; missingCode: boolean } {
    return { failed: true, missingCode: isChunkLoadError(error) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Code whose file is gone (a remote's lazy page, say the calculator, after a release): the module
    // keeps that failure, so only a reload brings the part back. Once automatically, then by the button.
    if (isChunkLoadError(error) && this.props.reloadForMissingCode !== false && reloadOnce()) return;
    console.error(`Part "${this.props.label}" failed:`, error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return <Unavailable label={this.props.label} onRetry={this.props.onRetry} missingCode={this.state.missingCode} />;
  }
}
