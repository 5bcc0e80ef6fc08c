import fs from 'node:fs';
import net from 'node:net';
import workerThreads from 'node:worker_threads';

const denied = (what: string) =>
  Object.assign(new Error(`${what}: not allowed to a release's server code`), { code: 'ERR_ACCESS_DENIED' });

/**
 * What Node's permission model leaves open to the remotes' code in a render thread, closed before
 * any of it runs (the thread's own copies of these modules; the render process's main thread never
 * runs release code): a signal to any process (the server itself: `process.kill(process.ppid)`),
 * a worker of its own (one made after this would have these modules unguarded), and a connection
 * to any host but those of the registry's origins (the cloud's metadata server hands out the
 * instance's credentials; the platform's fetch connects through these sockets too, and the
 * federation's own fetches go through federationPlugins/guardedCode.ts). And one
 * thing the model closes too hard: `fs.existsSync` of a path it may not read throws instead of
 * answering false, and the federation runtime in every release asks it of a chunk's URL path before
 * fetching the chunk (@module-federation/node's runtimePlugin): it answers false here.
 */
export function guardRenderThread(allowedOrigins: () => ReadonlySet<string>): void {
  const refuse = () => {
    throw denied('signals');
  };
  Object.assign(process, { kill: refuse, _kill: refuse });
  Object.defineProperty(workerThreads, 'Worker', {
    value: function Worker() {
      throw denied('worker threads');
    },
  });
  const existsSync = fs.existsSync;
  fs.existsSync = (file) => {
    try {
      return existsSync(file);
    } catch {
      return false;
    }
  };
  const connect = net.Socket.prototype.connect;
  net.Socket.prototype.connect = function guardedConnect(this: net.Socket, ...args: unknown[]) {
    const target = targetOf(args);
    if (!target || !allowedHost(target, allowedOrigins())) throw denied(`connection to ${describe(target)}`);
    return (connect as (...a: unknown[]) => net.Socket).apply(this, args);
  } as typeof connect;
}

interface Target {
  host: string;
  port: number;
}

/** Where `socket.connect(...)` would connect: `(options)`, `(port, host)`, net.connect's normalized `[options, cb]`; undefined for a pipe. */
export function targetOf(args: unknown[]): Target | undefined {
  const first = Array.isArray(args[0]) ? (args[0] as unknown[])[0] : args[0];
  if (first && typeof first === 'object') {
    const o = first as { path?: unknown; host?: unknown; port?: unknown };
    if (o.path !== undefined) return undefined;
    return { host: typeof o.host === 'string' ? o.host : 'localhost', port: Number(o.port) };
  }
  if (typeof first === 'number' || (typeof first === 'string' && /^\d+$/.test(first)))
    return { host: typeof args[1] === 'string' ? args[1] : 'localhost', port: Number(first) };
  return undefined;
}

export function allowedHost(target: Target, origins: ReadonlySet<string>): boolean {
  const host = target.host.replace(/^\[|\]$/g, '').toLowerCase();
  for (const origin of origins) {
    const url = new URL(origin);
    const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
    if (url.hostname.replace(/^\[|\]$/g, '').toLowerCase() === host && port === target.port) return true;
  }
  return false;
}

const describe = (target?: Target) => (target ? `${target.host}:${target.port}` : 'a local socket');
