import { act } from '@testing-library/react';
import type { ImpactDatabase, WriteResult } from '../lib/impactDatabase';

/**
 * A stand-in for the app's own database module (src/lib/impactDatabase), recording what the widget
 * asks of it and letting a test play the database's side: answer the first read, push values, fail.
 */
export function fakeImpactDatabase({ read = Promise.resolve<number | null>(345.2067), connected = true } = {}) {
  let onCount: ((count: number | null) => void) | undefined;
  let onListenError: ((error: Error) => void) | undefined;
  let onConnection: ((connected: boolean) => void) | undefined;
  const stopWatching = jest.fn();
  const stopConnection = jest.fn();
  const db = {
    readCount: jest.fn(() => read),
    watchCount: jest.fn((count: (c: number | null) => void, error: (e: Error) => void) => {
      onCount = count;
      onListenError = error;
      return stopWatching;
    }),
    writeTracker: jest.fn((_count: number) => Promise.resolve<WriteResult>('written')),
    watchConnection: jest.fn((callback: (c: boolean) => void) => {
      onConnection = callback;
      callback(connected);
      return stopConnection;
    }),
  } satisfies ImpactDatabase;
  return {
    db,
    stopWatching,
    stopConnection,
    /** The database reports a new count to the listener. */
    push: (count: number | null) => act(() => onCount?.(count)),
    failListener: (error: Error) => act(() => onListenError?.(error)),
    setConnected: (value: boolean) => act(() => onConnection?.(value)),
  };
}

/** A promise the test settles when it wants. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
