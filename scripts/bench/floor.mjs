// The React floor: what any React 19 page must ship at least (react + react-dom/client, minified
// for production, gzip), built here in the same run so the ratio compares like with like.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { rspack } from '@rspack/core';

export async function reactFloor(root) {
  const dir = path.join(root, '.tmp', 'bench-floor');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'entry.js'),
    "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\n" +
      "createRoot(document.getElementById('root')).render(createElement('p', null, 'floor'));\n",
  );
  const compiler = rspack({
    mode: 'production',
    context: dir,
    entry: './entry.js',
    target: 'web',
    resolve: { modules: [path.join(root, 'node_modules')] },
    output: { path: path.join(dir, 'dist'), filename: 'floor.js' },
    optimization: { minimize: true },
  });
  await new Promise((resolve, reject) =>
    compiler.run((err, stats) => (err || stats.hasErrors() ? reject(err ?? new Error(stats.toString())) : resolve())),
  );
  const js = readFileSync(path.join(dir, 'dist', 'floor.js'));
  return { raw: js.length, gzip: gzipSync(js).length };
}
