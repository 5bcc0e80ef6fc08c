/** @jest-environment node */
import path from 'node:path';
import { readableFor, renderEnv, sandboxFlags } from './sandbox';

describe('sandboxFlags', () => {
  it('names the permission model as the Node version does', () => {
    expect(sandboxFlags(['/a'], '20.20.2', [])[0]).toBe('--experimental-permission');
    expect(sandboxFlags(['/a'], '22.12.0', [])[0]).toBe('--experimental-permission');
    expect(sandboxFlags(['/a'], '22.13.0', [])[0]).toBe('--permission');
    expect(sandboxFlags(['/a'], '24.21.0', [])[0]).toBe('--permission');
  });

  it('allows reading the folders given, workers, and nothing else; keeps the memory settings', () => {
    const flags = sandboxFlags(['/a', '/b', '/a'], '24.21.0', ['--max-semi-space-size=4', '--inspect', '--require=x']);
    expect(flags).toContain('--allow-fs-read=/a');
    expect(flags).toContain('--allow-fs-read=/b');
    expect(flags.filter((f) => f === '--allow-fs-read=/a')).toHaveLength(1);
    expect(flags).toContain('--allow-worker');
    expect(flags).toContain('--max-semi-space-size=4');
    expect(flags.some((f) => /allow-(child-process|fs-write|addons|wasi)|inspect|require/.test(f))).toBe(false);
  });
});

describe('renderEnv', () => {
  it('passes NODE_ENV=production and the allocator’s settings only', () => {
    expect(
      renderEnv({
        NODE_ENV: 'development',
        PREVIEW_TOKEN: 'x',
        SERVER_STATE_TOKEN: 'y',
        MALLOC_ARENA_MAX: '2',
        HOME: '/root',
      }),
    ).toEqual({ NODE_ENV: 'production', MALLOC_ARENA_MAX: '2' });
  });
});

describe('readableFor', () => {
  const root = path.resolve(__dirname, '..', '..', '..');
  const bundleDir = path.join(root, 'shell', 'dist-server');
  const readable = readableFor({ bundleDir, dist: '/srv/dist', registryFile: '/srv/remotes.json' });

  it('is the bundle, the dist, the registry and the packages the bundle resolves from', () => {
    expect(readable.slice(0, 3)).toEqual([bundleDir, '/srv/dist', '/srv/remotes.json']);
    expect(readable).toContain(path.join(root, 'node_modules', 'react'));
    expect(readable).toContain(path.join(root, 'node_modules', '@module-federation', 'runtime-core'));
    expect(readable).toContain(path.join(root, 'shell', 'node_modules', 'lru-cache'));
    // Where Node 24 looks for react first, though it is not there.
    expect(readable).toContain(`${path.join(root, 'shell', 'node_modules', 'react')}/*`);
    // shared-ui is bundled into the server and the releases' server code, so the shell's production
    // dependencies leave it out (issue 41): neither its link nor its folder is readable.
    expect(readable).not.toContain(path.join(root, 'node_modules', '@ecopanel', 'shared-ui'));
    expect(readable).not.toContain(path.join(root, 'shared-ui'));
  });

  it('is not the node_modules folders whole, whose links lead to every workspace', () => {
    expect(readable).not.toContain(path.join(root, 'node_modules'));
    expect(readable).not.toContain(path.join(root, 'node_modules', 'mfe-catalogue'));
    expect(readable).not.toContain(path.join(root, 'mfe-catalogue'));
    expect(readable).not.toContain(path.join(root, 'node_modules', 'dev-tools'));
    expect(readable).not.toContain(path.join(root, 'node_modules', '.bin'));
    expect(readable.some((file) => file.startsWith('/etc'))).toBe(false);
  });
});
