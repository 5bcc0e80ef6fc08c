import { useEffect, useRef, useState } from 'react';
import { DEFAULT_COUNT, nextCount, TICK_MS } from '../lib/impactFigures';
import { openImpactDatabase, type ImpactDatabase } from '../lib/impactDatabase';
import { usePageVisible } from './usePageVisible';

/** How long the first read may take before its failure is logged (it may still arrive later). */
export const READ_TIMEOUT_MS = 10_000;

/**
 * The live impact count (SPEC sections 2, 4, 7, 8): read once, create the record if there is none,
 * follow it, and add one increment every 3 s. `null` until the first read has finished.
 *
 * Nothing starts until `enabled` (the widget is near the viewport). Failures are only logged.
 * Writes pause while the page is hidden or the database unreachable, so no background tab keeps
 * writing and no queue of stale writes builds up offline; the listener and timer stop on unmount.
 */
export function useImpactCounter(enabled: boolean): number | null {
  const [database, setDatabase] = useState<ImpactDatabase | null>(null);
  const [count, setCount] = useState<number | null>(null);
  const [ready, setReady] = useState(false);
  const [connected, setConnected] = useState(false);
  const visible = usePageVisible();
  const latest = useRef<number | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let active = true;
    const stops: (() => void)[] = [];
    const show = (value: number) => {
      latest.current = value;
      setCount(value);
    };

    openImpactDatabase().then(
      (db) => {
        if (!active) return;
        setDatabase(db);
        let answered = false;
        const timeout = setTimeout(() => {
          if (!answered) console.error('Error reading from Firebase', new Error(`no answer in ${READ_TIMEOUT_MS} ms`));
        }, READ_TIMEOUT_MS);
        stops.push(() => clearTimeout(timeout));
        db.readCount().then(
          (value) => {
            answered = true;
            clearTimeout(timeout);
            if (!active) return;
            if (value === null) {
              db.writeTracker(DEFAULT_COUNT).catch((error: unknown) => console.error('Error updating Firebase', error));
            }
            show(value ?? DEFAULT_COUNT);
            setReady(true);
          },
          (error: unknown) => {
            answered = true;
            clearTimeout(timeout);
            if (active) console.error('Error reading from Firebase', error);
          },
        );
        stops.push(
          db.watchCount(
            (value) => {
              if (active && value !== null) show(value);
            },
            (error) => console.error('Error in real-time listener', error),
          ),
          db.watchConnection((isConnected) => {
            if (active) setConnected(isConnected);
          }),
        );
      },
      // The SDK's chunk did not load (the impact server went away): the first read failed.
      (error: unknown) => {
        if (active) console.error('Error reading from Firebase', error);
      },
    );

    return () => {
      active = false;
      for (const stop of stops) stop();
    };
  }, [enabled]);

  useEffect(() => {
    if (!database || !ready || !visible || !connected) return;
    const timer = setInterval(() => {
      if (latest.current === null) return;
      const next = nextCount(latest.current);
      latest.current = next;
      setCount(next);
      database.writeTracker(next).catch((error: unknown) => console.error('Error updating Firebase', error));
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [database, ready, visible, connected]);

  return ready ? count : null;
}
