import { render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { catalogIn, LangProvider, useT } from '@ecopanel/shared-ui';
import { PANEL } from '@ecopanel/shared-ui/data';
import { catalog } from '../../i18n/catalog';
import { projectDetails } from './data/projectDetails';
import { projects } from './data/projects';
import { detailText, summaryText } from './projectText';

// The files as written (the jest transform compiles the imported ones), as the content report reads them.
const raw = (file: string) =>
  JSON.parse(readFileSync(path.join(__dirname, '../../i18n', file), 'utf8')) as Record<string, unknown>;

/** The app's messages in `lang`, as useT gives them to a component. */
async function tIn(lang: 'en' | 'si' | 'ta') {
  await catalogIn(catalog, lang);
  const { result } = renderHook(() => useT(catalog), {
    wrapper: ({ children }: { children: ReactNode }) => <LangProvider value={lang}>{children}</LangProvider>,
  });
  return result.current;
}

const idsOf = (id: number) => [
  `project.${id}.title`,
  `project.${id}.summary`,
  `project.${id}.description`,
  ...[1, 2, 3, 4].map((n) => `project.${id}.feature.${n}`),
  ...[1, 2, 3].flatMap((n) => [`project.${id}.challenge.${n}`, `project.${id}.solution.${n}`]),
];

it('has each project’s title, summary, story and list items in Sinhala and Tamil, by project id, as drafts', () => {
  const en = raw('en.json');
  for (const file of ['si.json', 'ta.json']) {
    const translated = raw(file);
    for (const { id } of projectDetails)
      for (const key of idsOf(id)) {
        expect([file, key, typeof translated[key]]).toEqual([file, key, 'string']);
        // English passes the data through: the project's words stay in one place (data/*.ts).
        expect([key, en[key]]).toEqual([key, '{text}']);
      }
    expect(translated.$reviewed).toEqual([]);
  }
});

it('gives English pages the data’s words exactly', async () => {
  const t = await tIn('en');
  for (const project of projects) {
    const text = summaryText(t, project);
    expect([text.title.text, text.title.node, text.summary.node]).toEqual([
      project.title,
      project.title,
      project.description,
    ]);
  }
  for (const project of projectDetails) {
    const text = detailText(t, project);
    expect(text.description.text).toBe(project.description);
    expect(text.features.map((w) => w.node)).toEqual(project.features);
    expect(text.challenges.map((w) => w.node)).toEqual(project.challenges);
    expect(text.solutions.map((w) => w.node)).toEqual(project.solutions);
  }
});

it('says the panel figures the shared tables hold, in every language', async () => {
  const four = projectDetails.find((p) => p.id === 4)!;
  for (const lang of ['si', 'ta'] as const) {
    const text = detailText(await tIn(lang), four);
    expect(text.description.text).toContain(`${PANEL.longLengthMm} mm`);
    expect(text.features[0]!.text).toContain(`${PANEL.longLengthMm} mm`);
  }
});

it('shows a project added before its words are in the catalog as its data, marked English on a Tamil page', async () => {
  const t = await tIn('ta');
  const added = { ...projects[0]!, id: 16, title: 'Riverside Café', description: 'Maple over the terrace.' };
  const text = summaryText(t, added);
  expect(text.title.text).toBe('Riverside Café');
  const { container } = render(<h2>{text.title.node}</h2>);
  expect(container.innerHTML).toBe('<h2><span lang="en">Riverside Café</span></h2>');
});
