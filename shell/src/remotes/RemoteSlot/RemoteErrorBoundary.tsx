import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError, reloadOnce } from '../../lib/chunkErrors';
import styles from './RemoteSlot.module.css';

interface Props {
  /** Called by the Retry button; the parent remounts this boundary with a fresh attempt. */
  label: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Keeps one failed remote from taking the page down: React 19 unmounts the whole root otherwise. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean; missingCode: boolean }> {
  override state = { failed: false, missingCode: false };

  static getDerivedStateFromError(error: unknown): { failed: boolean; missingCode: boolean } {
    return { failed: true, missingCode: isChunkLoadError(error) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // A page inside the remote (say the lazy calculator) whose file is gone: the remote module keeps
    // that failure, so only a reload brings the page back. Once automatically, then by the button.
    if (isChunkLoadError(error) && reloadOnce()) return;
    console.error(`Remote "${this.props.label}" failed:`, error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className={styles.failed} role="status">
        <p>Sorry, {this.props.label} is unavailable right now. The rest of the site still works.</p>
        <button type="button" className={styles.retry} onClick={this.props.onRetry}>
          Retry
        </button>
        {this.state.missingCode ? (
          <button type="button" className={styles.retry} onClick={() => window.location.reload()}>
            Reload page
          </button>
        ) : null}
      </div>
    );
  }
}
