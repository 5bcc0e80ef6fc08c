/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { drainOnce } from './drain';

const BIG = 16 * 1024 * 1024; // more than the system's socket buffers hold for a reader that stops
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A raw HTTP/1.1 connection: what it received, and when it closed. */
async function rawConnection(port: number) {
  const socket = connect(port, '127.0.0.1');
  let received = 0;
  socket.on('data', (chunk: Buffer) => (received += chunk.length));
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise((resolve) => socket.once('connect', resolve));
  return { socket, closed, received: () => received };
}

describe('drainOnce (the graceful stop of the shell server)', () => {
  let server: Server;
  let drain: () => Promise<void>;
  let released: boolean;
  let port: number;

  beforeEach(async () => {
    released = false;
    server = createServer((req, res) => {
      if (req.url === '/big') res.end(Buffer.alloc(BIG, 'x'));
      else if (req.url === '/slow') setTimeout(() => res.end('done'), 300);
      else res.end('ok');
    });
    drain = drainOnce(server, {
      timeoutMs: 1_000,
      started: () => {},
      closed: async () => {
        released = true;
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterEach(() => server.closeAllConnections());

  it('closes an idle keep-alive connection at once and ends', async () => {
    const idle = await rawConnection(port);
    idle.socket.write('GET /ok HTTP/1.1\r\nHost: x\r\n\r\n');
    while (!idle.received()) await sleep(5);
    const started = Date.now();
    await drain();
    expect(Date.now() - started).toBeLessThan(500);
    await idle.closed;
    expect(released).toBe(true);
  });

  it('lets a request in flight finish with its whole answer, then ends', async () => {
    const slow = await rawConnection(port);
    let text = '';
    slow.socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    slow.socket.write('GET /slow HTTP/1.1\r\nHost: x\r\n\r\n');
    await sleep(50);
    await drain();
    await slow.closed;
    expect(text).toMatch(/\r\n\r\ndone$/);
  });

  it('waits for an answer still being sent to a reader that stopped, up to the time limit, then closes it', async () => {
    const stuck = await rawConnection(port);
    stuck.socket.pause();
    // Pipelined: the answers are ended by the server long before a paused reader could take them.
    stuck.socket.write('GET /big HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(3));
    await sleep(200);
    const started = Date.now();
    await drain();
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(950);
    expect(took).toBeLessThan(3_000);
    stuck.socket.resume();
    await stuck.closed;
    expect(stuck.received()).toBeLessThan(3 * BIG);
  });

  it('runs once however often it is asked for', async () => {
    expect(drain()).toBe(drain());
    await drain();
  });
});
