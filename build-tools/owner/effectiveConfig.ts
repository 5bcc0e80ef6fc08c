import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { transformSync } from '@swc/core';

// The configuration a build would bake in: each settings module evaluated with an environment.

export type Env = Record<string, string | undefined>;

const ROOT = path.resolve(__dirname, '..', '..');

/** Where a remote keeps its own settings (the quotation's e-mail account, the impact's database). */
const APP_SETTINGS = 'src/settings.ts';

/**
 * The modules that read the build's configuration from the environment, each exporting
 * CONFIG_ENV_VARS: shared-ui's site-wide facts and every app's own settings.
 */
export const CONFIG_MODULES = [
  'shared-ui/src/config/siteConfig.ts',
  ...readdirSync(ROOT, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(ROOT, d.name, APP_SETTINGS)))
    .map((d) => `${d.name}/${APP_SETTINGS}`),
];

const compiledModules = new Map<string, string>();

/** A configuration module as CommonJS, compiled once: effectiveConfig evaluates it once a variable. */
function compiled(file: string): string {
  let code = compiledModules.get(file);
  if (code === undefined) {
    code = transformSync(readFileSync(path.join(ROOT, file), 'utf8'), {
      filename: file,
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      module: { type: 'commonjs' },
    }).code;
    compiledModules.set(file, code);
  }
  return code;
}

/** A configuration module evaluated as the build would with `env` (rspack inlines process.env.X the same way). */
function evaluate(file: string, env: Env): Record<string, unknown> {
  const code = compiled(file);
  const module = { exports: {} as Record<string, unknown> };
  new Function('module', 'exports', 'process', code)(module, module.exports, { env });
  return module.exports;
}

/** Every string in a configuration object, by its path (`emailjs.origin`, `social.0.href`). */
function leaves(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value))
      for (const [p, s] of leaves(v, prefix ? `${prefix}.${k}` : k)) out.set(p, s);
  }
  return out;
}

/**
 * Each variable's effective value under `env`, found by evaluating the configuration with the
 * variable set to a marker and seeing which value carries it; so the defaults stay written once, in
 * the configuration module.
 */
export function effectiveConfig(env: Env, modules = CONFIG_MODULES): Map<string, string> {
  const values = new Map<string, string>();
  for (const file of modules) {
    const base = evaluate(file, env);
    const current = leaves(base);
    for (const name of base.CONFIG_ENV_VARS as readonly string[]) {
      const marker = `__preflight_${name}__`;
      const marked = leaves(evaluate(file, { ...env, [name]: marker }));
      const hit = [...marked].find(([, v]) => v.includes(marker));
      values.set(name, hit ? current.get(hit[0])! : (env[name] ?? ''));
    }
  }
  return values;
}
