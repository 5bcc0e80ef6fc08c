/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PoolBusyError, StuckRenderError } from './renderPool';
import { RenderProcess } from './renderProcess';
import { RENDER_PROCESS_FLAG } from './renderProcessChild';
import type { RenderTask } from './renderPage';
import { pageRequest } from '../http/pageUrl';

// A stand-in for the server bundle in its render process: the same messages, canned answers.
const FAKE_BUNDLE = `
const reply = (id, url) => {
  if (url === '/env') return { type: 'done', id, result: { status: 200, body: JSON.stringify(process.env), degraded: false, errors: [], loadMs: 0, renderMs: 0 } };
  if (url === '/hostname') {
    let body;
    try { body = require('fs').readFileSync('/etc/hostname', 'utf8'); } catch (e) { body = e.code; }
    return { type: 'done', id, result: { status: 200, body, degraded: false, errors: [], loadMs: 0, renderMs: 0 } };
  }
  if (url === '/spawn') {
    let body;
    try { body = String(require('child_process').execSync('id')); } catch (e) { body = e.code; }
    return { type: 'done', id, result: { status: 200, body, degraded: false, errors: [], loadMs: 0, renderMs: 0 } };
  }
  if (url === '/busy') return { type: 'failed', id, error: { name: 'PoolBusyError', message: 'busy' } };
  if (url === '/stuck') return { type: 'failed', id, error: { name: 'StuckRenderError', message: 'stuck' } };
  if (url === '/die') process.exit(3);
  if (url === '/hang') return undefined;
  return { type: 'failed', id, error: { name: 'Error', message: 'unknown ' + url } };
};
if (!process.argv.includes(${JSON.stringify(RENDER_PROCESS_FLAG)})) process.exit(9);
process.on('message', (m) => {
  if (m.type === 'close') process.exit(0);
  const answer = reply(m.id, m.task.page.key);
  if (answer) process.send(answer);
});
process.on('disconnect', () => process.exit(0));
process.send({ type: 'ready', threads: 3 });
`;

const task = (url: string, budgetMs = 1000): RenderTask => ({
  page: pageRequest(url),
  registry: null,
  startedAt: Date.now(),
  budgetMs,
});

describe('RenderProcess (the render pool in a process with no secrets)', () => {
  let dir: string;
  let renderer: RenderProcess;
  const logged: string[] = [];
  const saved = { PREVIEW_TOKEN: process.env.PREVIEW_TOKEN, SERVER_STATE_TOKEN: process.env.SERVER_STATE_TOKEN };

  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'render-process-'));
    writeFileSync(path.join(dir, 'server.cjs'), FAKE_BUNDLE);
    writeFileSync(path.join(dir, 'remotes.json'), '{}');
    process.env.PREVIEW_TOKEN = 'preview-secret';
    process.env.SERVER_STATE_TOKEN = 'database-secret';
    renderer = new RenderProcess({
      filename: path.join(dir, 'server.cjs'),
      dist: dir,
      registryFile: path.join(dir, 'remotes.json'),
      graceMs: 50,
      renderLimitMs: 50,
      log: Object.assign((entry: { message: string }) => logged.push(entry.message), {
        once: () => {},
        throttled: () => {},
      }) as never,
    });
  });
  afterAll(async () => {
    await renderer.close();
    rmSync(dir, { recursive: true, force: true });
    for (const [name, value] of Object.entries(saved))
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
  });

  it('starts it with NODE_ENV=production and none of the server’s variables', async () => {
    const env = JSON.parse((await renderer.run(task('/env'))).body) as Record<string, string>;
    expect(env.NODE_ENV).toBe('production');
    expect(
      Object.keys(env).filter((name) => !['NODE_ENV', 'MALLOC_ARENA_MAX', 'GLIBC_TUNABLES'].includes(name)),
    ).toEqual([]);
    expect(JSON.stringify(env)).not.toMatch(/secret/);
  });

  it('lets it read no file outside the shell’s and start no process', async () => {
    expect((await renderer.run(task('/hostname'))).body).toBe('ERR_ACCESS_DENIED');
    expect((await renderer.run(task('/spawn'))).body).toBe('ERR_ACCESS_DENIED');
  });

  it('hands back the pool’s errors as the handler tells them apart', async () => {
    await expect(renderer.run(task('/busy'))).rejects.toBeInstanceOf(PoolBusyError);
    await expect(renderer.run(task('/stuck'))).rejects.toBeInstanceOf(StuckRenderError);
    await expect(renderer.run(task('/other'))).rejects.toThrow('unknown /other');
  });

  it('fails the tasks of a process that ended at once, and starts another', async () => {
    const hanging = renderer.run(task('/hang', 5000));
    const started = Date.now();
    await expect(renderer.run(task('/die', 5000))).rejects.toThrow(/render process ended \(exit code 3\)/);
    await expect(hanging).rejects.toThrow(/render process ended/);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(logged.some((line) => line.includes('starting a new one'))).toBe(true);
    expect((await renderer.run(task('/hostname', 5000))).body).toBe('ERR_ACCESS_DENIED');
  });

  it('gives up on a process that does not answer, past the deadline', async () => {
    const started = Date.now();
    await expect(renderer.run(task('/hang', 100))).rejects.toThrow(/did not answer/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
  }, 10_000);
});
