import { readdirSync } from 'node:fs';
import path from 'node:path';

// The composition server is kept in folders by job (README, "Server-side composition"): a reader
// finds a job by its folder, and no folder grows into a flat room again (issue 44 point 2).
const MAX_SOURCES = 15;
const isSource = (name: string) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name);

it('keeps every source file in a folder by job, at most 15 a folder, beside the one surface (index.ts)', () => {
  const entries = readdirSync(__dirname, { withFileTypes: true });
  expect(entries.filter((e) => e.isFile() && isSource(e.name)).map((e) => e.name)).toEqual(['index.ts']);
  const folders = entries.filter((e) => e.isDirectory()).map((e) => e.name);
  expect(folders.sort()).toEqual(['answer', 'canary', 'compose', 'http', 'render', 'vitals']);
  const sources = (folder: string) => readdirSync(path.join(__dirname, folder)).filter(isSource);
  const crowded = folders.filter((folder) => sources(folder).length > MAX_SOURCES);
  expect(crowded.map((folder) => `${folder}: ${sources(folder).length} files`)).toEqual([]);
});
