import { randomUUID } from 'node:crypto';
import { closeSync, linkSync, openSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// One promote, rollback, canary or build publish at a time per remote: each reads release.json and
// releases/index.json and writes them back, so two at once would lose one's history. The lock is a
// file created with 'wx' (exclusive: exactly one creator wins, also between processes); nothing here
// needs a library. No lock library is in node_modules, and this one is small enough to read.

/** In the remote's dist: a dot file, so Firebase Hosting never uploads it (firebase.json ignores dot files). */
export const LOCK_FILE = '.release.lock';
/** How long a caller waits for another's lock before giving up with an error naming the holder. */
export const LOCK_TIMEOUT_MS = 30_000;
/**
 * A lock older than this is taken over even when its process looks alive (another host, or a reused
 * pid): what it guards takes milliseconds (a publish's prune, at most seconds), never a minute.
 */
export const LOCK_STALE_MS = 60_000;
const RETRY_MS = 50;

export interface LockOptions {
  timeoutMs?: number;
  staleMs?: number;
}

interface Holder {
  pid: number;
  host: string;
  /** ISO time it was taken. */
  time: string;
  /** This holding's own id: only it may remove the lock, and a takeover knows what it judged stale. */
  token: string;
  /** The command that holds it, for the error message. */
  command: string;
}

/** The locks this process holds now, by path: a locked step may call another (publish -> pointTo). */
const held = new Set<string>();

/**
 * Runs `fn` holding the release lock of `dist`. `fn` must be synchronous: the lock is re-entrant per
 * process, which is only safe when nothing else of this process runs while it is held. Waits (the
 * thread blocks; callers are CLIs and a build step) up to `timeoutMs` for another holder.
 */
export function withReleaseLock<T>(dist: string, fn: () => T, options: LockOptions = {}): T {
  const lockPath = path.resolve(dist, LOCK_FILE);
  if (held.has(lockPath)) return fn();
  const token = acquire(lockPath, options);
  held.add(lockPath);
  try {
    const result = fn();
    if (result instanceof Promise) throw new Error('withReleaseLock: fn must be synchronous');
    return result;
  } finally {
    held.delete(lockPath);
    release(lockPath, token);
  }
}

function acquire(lockPath: string, { timeoutMs = LOCK_TIMEOUT_MS, staleMs = LOCK_STALE_MS }: LockOptions): string {
  const me: Holder = {
    pid: process.pid,
    host: os.hostname(),
    time: new Date().toISOString(),
    token: randomUUID(),
    command: process.argv.slice(1).join(' ').slice(0, 300),
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (tryCreate(lockPath, me)) return me.token;
    const other = readHolder(lockPath);
    if (other === 'gone') continue;
    const stale = staleReason(other, lockPath, staleMs);
    if (stale && takeOver(lockPath, other)) {
      process.stderr.write(`release lock ${lockPath}: taken over, ${stale}\n`);
      continue;
    }
    if (Date.now() >= deadline) throw new Error(lockedMessage(lockPath, other, timeoutMs));
    sleep(RETRY_MS + Math.random() * RETRY_MS);
  }
}

function tryCreate(lockPath: string, me: Holder): boolean {
  me.time = new Date().toISOString();
  let fd: number;
  try {
    fd = openSync(lockPath, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeFileSync(fd, JSON.stringify(me));
  } catch (error) {
    // A lock nobody can read the holder of would block everyone for LOCK_STALE_MS.
    closeSync(fd);
    rmSync(lockPath, { force: true });
    throw error;
  }
  closeSync(fd);
  return true;
}

/** The holder as its lock file says; null while it is still being written (or unreadable); 'gone' once removed. */
function readHolder(lockPath: string): Holder | null | 'gone' {
  try {
    const holder = JSON.parse(readFileSync(lockPath, 'utf8')) as Holder;
    return typeof holder.pid === 'number' && typeof holder.token === 'string' ? holder : null;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'gone' : null;
  }
}

function staleReason(holder: Holder | null, lockPath: string, staleMs: number): string | null {
  // The holder's own time; the file's while it is still being written.
  const stated = holder ? Date.parse(holder.time) : NaN;
  const age = Date.now() - (Number.isNaN(stated) ? mtimeOf(lockPath) : stated);
  if (age > staleMs) return `it was ${Math.round(age / 1000)} s old (limit ${staleMs / 1000} s)`;
  // Only a pid on this host can be asked about; a lock on a shared folder from another host waits for its age.
  if (holder && holder.host === os.hostname() && !isAlive(holder.pid)) return `its process ${holder.pid} is gone`;
  return null;
}

const mtimeOf = (file: string) => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return Date.now();
  }
};

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, as another user's process.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes a stale lock, and only the one judged stale: two waiters may judge it at once, and the
 * first may already have taken a fresh lock in its place. So the lock is first renamed away (one
 * rename wins) and then compared; a fresh lock renamed by mistake is put back with link, which like
 * 'wx' never replaces an existing file. False when there was nothing (left) to take over.
 */
function takeOver(lockPath: string, judged: Holder | null): boolean {
  const aside = `${lockPath}.${randomUUID()}.stale`;
  try {
    renameSync(lockPath, aside);
  } catch {
    return false;
  }
  const moved = readHolder(aside);
  const same = judged === null ? moved === null : moved !== null && moved !== 'gone' && moved.token === judged.token;
  if (!same) {
    try {
      linkSync(aside, lockPath);
    } catch {
      // A third process took the lock meanwhile: the holder whose lock this was finds out when it
      // releases (release() removes only its own). Needs three lockers within one stale takeover.
    }
  }
  rmSync(aside, { force: true });
  return same;
}

/** Removes the lock if it is still this holding's (a takeover after LOCK_STALE_MS may have replaced it). */
function release(lockPath: string, token: string) {
  const holder = readHolder(lockPath);
  if (holder && holder !== 'gone' && holder.token === token) rmSync(lockPath, { force: true });
  else
    process.stderr.write(`release lock ${lockPath}: no longer held by this process at its end (taken over as stale)\n`);
}

function lockedMessage(lockPath: string, holder: Holder | null, timeoutMs: number): string {
  const who = holder
    ? `process ${holder.pid} on ${holder.host} since ${holder.time}${holder.command ? ` (${holder.command})` : ''}`
    : 'a process that is still writing it';
  return (
    `the release folder ${path.dirname(lockPath)} is locked by ${who}; waited ${timeoutMs / 1000} s. ` +
    `Another promote, rollback, canary or build is changing release.json there: try again when it has finished. ` +
    `If none is running, delete ${lockPath}.`
  );
}

/** Blocks the thread: the locked steps are synchronous, and so is the wait for them. */
const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
