import {
  lazy,
  Suspense,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { Skeleton, useInView, useT } from '@ecopanel/shared-ui';
import { catalog } from '../../i18n/catalog';
import { loadRemoteComponent } from '../loadRemoteComponent';
import { exposedModule, type RemoteId } from '../remoteId';
import { retry as retryRemote } from '../remoteList';
import { ServerRemotesContext } from '../serverRemotes';
import { PartErrorBoundary } from '../../components/PartErrorBoundary/PartErrorBoundary';
import styles from './RemoteSlot.module.css';

// One lazy component per remote module and attempt: navigating inside a remote's routes must not
// reload it, and a Retry must not reuse React.lazy's cached failure.
const lazyCache = new Map<string, LazyExoticComponent<ComponentType>>();
function lazyRemote(id: RemoteId, attempt: number): LazyExoticComponent<ComponentType> {
  const key = `${id}#${attempt}`;
  let component = lazyCache.get(key);
  if (!component) {
    component = lazy(() => loadRemoteComponent(id));
    lazyCache.set(key, component);
  }
  return component;
}

export interface RemoteSlotProps {
  /** `remote/Module` as listed in remotes.json and exposed by the remote. */
  id: RemoteId;
  /** What the visitor would call this part of the page, e.g. "the product catalogue". */
  label: string;
  /** Reserved height, so nothing below moves when the remote arrives. */
  minHeight: string;
  /** Below the fold: load only when the slot nears the viewport. */
  whenVisible?: boolean;
}

/** Rendered beside the remote inside Suspense, so it mounts exactly when the remote has rendered. */
function Mounted({ onMount }: { onMount: () => void }) {
  useEffect(onMount, [onMount]);
  return null;
}

export function RemoteSlot({ id, label, minHeight, whenVisible = false }: RemoteSlotProps) {
  const t = useT(catalog);
  const [attempt, setAttempt] = useState(0);
  const [ready, setReady] = useState<number | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  // Below the fold, its code starts loading 200px before the reader gets there.
  const near = useInView(ref, { rootMargin: '200px' }) || !whenVisible;
  const serverRemote = useContext(ServerRemotesContext)?.get(id);
  const Remote = serverRemote ?? lazyRemote(id, attempt);
  const placeholder = <Skeleton minHeight={minHeight} label={t('slot.loading', { part: label })} />;
  // The remote's part, as one element kept across this slot's own re-renders (marking it ready, a
  // parent's state): React then leaves the part alone. Re-rendered while part of its server HTML is
  // still waiting for code (a lazy page inside the remote), React would give up hydrating that part
  // and render it afresh, throwing away what a visitor had typed into it (e2e/calculator-estimates.test.mjs).
  const remote = useMemo(
    () => (
      <PartErrorBoundary
        key={attempt}
        label={label}
        // A new attempt: a failed remotes.json is read again, and the remote looked up afresh by the
        // runtime's retry plugin when the attempt requests it.
        onRetry={() => {
          retryRemote(exposedModule(id).remote);
          setAttempt((n) => n + 1);
        }}
      >
        <Suspense fallback={placeholder}>
          <Remote />
          <Mounted onMount={() => setReady(attempt)} />
        </Suspense>
      </PartErrorBoundary>
    ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `placeholder` is made of label, minHeight and the page's language, which is the page's for its life
    [id, attempt, Remote, label, minHeight],
  );
  return (
    <div
      ref={ref}
      className={styles.slot}
      style={{ minHeight }}
      data-remote-slot={id}
      // For QA and the end-to-end suite: 'waiting' (not near yet), 'loading', or 'ready'.
      data-remote-state={!near ? 'waiting' : ready === attempt ? 'ready' : 'loading'}
    >
      {near ? remote : placeholder}
    </div>
  );
}
