// Node 24 LTS, which production runs (shell/Dockerfile): SHELL_NODE, or the one npx fetches from the
// npm registry (`npx -p node@24`, nothing else downloaded), checked to be a 24.
import { execFileSync } from 'node:child_process';

/** The path of a Node 24 binary; throws if SHELL_NODE (or what npx gives) is another version. */
export function node24Path(cwd) {
  const node24 =
    process.env.SHELL_NODE ||
    execFileSync('npx', ['-y', '-p', 'node@24', 'node', '-p', 'process.execPath'], { cwd, encoding: 'utf8' }).trim();
  const version = execFileSync(node24, ['--version'], { encoding: 'utf8' }).trim();
  if (!/^v24\./.test(version)) throw new Error(`expected Node 24 at ${node24}, got ${version}`);
  return node24;
}
