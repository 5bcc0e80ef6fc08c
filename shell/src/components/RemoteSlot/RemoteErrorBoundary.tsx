import { Component, type ErrorInfo, type ReactNode } from 'react';
import styles from './RemoteSlot.module.css';

interface Props {
  /** Called by the Retry button; the parent remounts this boundary with a fresh attempt. */
  label: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Keeps one failed remote from taking the page down: React 19 unmounts the whole root otherwise. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
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
      </div>
    );
  }
}
