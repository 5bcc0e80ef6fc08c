// `npm run deploy -- <step> [args] [--dry-run]`: one step of the production runbook (DEPLOY.md,
// "From a clone to production"), its commands built from deploy/production.json and apps.json
// (deploy/steps.mjs). `--dry-run` prints what the step would run and runs nothing.
// Options: --tag <tag> (the image tag; default: the commit, `git rev-parse --short=12 HEAD`),
// --production <file> (default deploy/production.json), --first-deploy (build), --canary <n> (promote).
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { settingsOf, STEPS } from '../deploy/steps.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A command line as a shell would take it (for the dry run and the log). */
export const quote = (arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", "'\\''")}'`);

export function parse(argv) {
  const options = { dryRun: false };
  const positional = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--dry-run') options.dryRun = true;
    else if (arg === '--first-deploy') options.firstDeploy = true;
    else if (arg === '--tag') options.tag = argv[++i];
    else if (arg === '--production') options.production = argv[++i];
    else if (arg === '--canary') options.canary = Number(argv[++i]);
    else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}`);
    else positional.push(arg);
  }
  const [step, ...args] = positional;
  return { step, args, options };
}

function usage() {
  const lines = STEPS.map(
    (s) => `  ${[s.name, ...(s.args ?? []), ...(s.options ?? [])].join(' ').padEnd(42)} ${s.about}`,
  );
  return `npm run deploy -- <step> [--dry-run]   (DEPLOY.md, "From a clone to production")\n\nsteps, in order:\n${lines.join('\n')}`;
}

function commitTag() {
  const git = spawnSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: ROOT, encoding: 'utf8' });
  if (git.status !== 0) throw new Error('no commit to tag the image with: pass --tag <tag>');
  return git.stdout.trim();
}

/** The commands of one step, as `{ argv, input, env, write }` (deploy/steps.mjs). */
export function commandsOf(stepName, args, options, { production, apps }) {
  const step = STEPS.find((s) => s.name === stepName);
  if (!step) throw new Error(`no step ${stepName}\n\n${usage()}`);
  const required = (step.args ?? []).filter((a) => a.startsWith('<')).length;
  if (args.length < required) throw new Error(`${stepName} needs ${step.args.join(' ')}`);
  const usesImage = ['image', 'service', 'probes'].includes(stepName);
  const settings = settingsOf(production, {
    tag: usesImage ? (options.tag ?? commitTag()) : options.tag,
    env: process.env,
    dockerfile: readFileSync(path.join(ROOT, 'shell', 'Dockerfile'), 'utf8'),
  });
  return step.commands(settings, args, options, apps);
}

export function describe(command) {
  const env = Object.entries(command.env ?? {}).map(([k, v]) => `${k}=${quote(v)} `);
  const input = command.input ? `<${command.input.randomBytes} random bytes, base64> | ` : '';
  return `${input}${env.join('')}${command.argv.map(quote).join(' ')}`;
}

export function main(argv, { root = ROOT, log = console.log } = {}) {
  const { step, args, options } = parse(argv);
  if (!step || step === 'help') {
    log(usage());
    return step ? 0 : 1;
  }
  const production = JSON.parse(
    readFileSync(options.production ?? path.join(root, 'deploy', 'production.json'), 'utf8'),
  );
  const { apps } = JSON.parse(readFileSync(path.join(root, 'apps.json'), 'utf8'));
  const commands = commandsOf(step, args, options, { production, apps });
  for (const command of commands) {
    if (command.write) log(`# writes ${command.write.path}`);
    log(`${options.dryRun ? '' : '$ '}${describe(command)}`);
    if (options.dryRun) continue;
    if (command.write) {
      const file = path.join(root, command.write.path);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, command.write.content);
    }
    const input = command.input ? randomBytes(command.input.randomBytes).toString('base64') : undefined;
    const run = spawnSync(command.argv[0], command.argv.slice(1), {
      cwd: root,
      env: { ...process.env, ...command.env },
      stdio: [input === undefined ? 'inherit' : 'pipe', 'inherit', 'inherit'],
      input,
    });
    if (run.error) throw run.error;
    if (run.status !== 0) {
      log(`${step}: stopped: ${command.argv[0]} exited ${run.status ?? run.signal}`);
      return run.status || 1;
    }
  }
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exitCode = 1;
  }
}
