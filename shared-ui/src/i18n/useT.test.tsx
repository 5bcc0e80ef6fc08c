import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { LangProvider } from '../lang/LangContext';
import type { Lang } from '../lang/langPath';
import { defineCatalog } from './catalog';
import { useT } from './useT';
// Compiled as every app's catalogs are (build-tools/i18n, through jest.preset.js). Sinhala lacks
// `hello`: that string falls back to English; `$reviewed` is the content report's, not a message.
import en from './fixture/i18n/en.json';
import si from './fixture/i18n/si.json';

function catalogWith(loadSi: () => Promise<{ default: unknown }>) {
  return defineCatalog(en, { si: loadSi, ta: loadSi });
}

function Page({ catalog }: { catalog: ReturnType<typeof catalogWith> }) {
  const t = useT(catalog);
  return (
    <main>
      <h1>{t.node('heading')}</h1>
      <p>{t.node('panels', { count: 33 })}</p>
      <p data-testid="hello">{t.node('hello', { name: 'Nimal' })}</p>
      <img alt={t('hello', { name: 'ශ්‍රී' })} />
    </main>
  );
}

const inLang = (lang: Lang, catalog: ReturnType<typeof catalogWith>) => (
  <LangProvider value={lang}>
    <Suspense fallback={<p>Loading</p>}>
      <Page catalog={catalog} />
    </Suspense>
  </LangProvider>
);

it('renders English from the bundled file, with values and plurals, and marks nothing', () => {
  const loadSi = jest.fn();
  render(inLang('en', catalogWith(loadSi)));
  expect(screen.getByRole('heading').textContent).toBe('Our panels');
  expect(screen.getByText('33 panels')).toBeTruthy();
  expect(screen.getByTestId('hello').innerHTML).toBe('Hello Nimal');
  expect(loadSi).not.toHaveBeenCalled();
});

it('loads Sinhala once, renders it, and shows a missing string in English marked lang="en"', async () => {
  const loadSi = jest.fn(() => Promise.resolve({ default: si }));
  const catalog = catalogWith(loadSi);
  await act(async () => {
    render(inLang('si', catalog));
  });
  expect(screen.getByRole('heading').textContent).toBe('අපගේ පැනල');
  expect(screen.getByText('පැනල 33ක්')).toBeTruthy();
  expect(screen.getByTestId('hello').innerHTML).toBe('<span lang="en">Hello Nimal</span>');
  // The zero-width joiner of ශ්‍රී passes through the message untouched.
  expect(screen.getByRole('img').getAttribute('alt')).toBe('Hello ශ්\u200Dරී');
  render(inLang('si', catalog));
  expect(loadSi).toHaveBeenCalledTimes(1);
});

it('keeps each language apart when one catalog serves interleaved renders (the server)', async () => {
  const catalog = catalogWith(() => Promise.resolve({ default: si }));
  await act(async () => {
    render(inLang('si', catalog));
  });
  expect(renderToString(inLang('en', catalog))).toContain('Our panels');
  expect(renderToString(inLang('si', catalog))).toContain('අපගේ පැනල');
  expect(renderToString(inLang('en', catalog))).not.toContain('අපගේ');
});

it('asks again after a language file failed to load', async () => {
  const loadSi = jest
    .fn<Promise<{ default: unknown }>, []>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValue({ default: si });
  const catalog = catalogWith(loadSi);
  const { catalogIn } = await import('./catalog');
  await expect(catalogIn(catalog, 'si')).rejects.toThrow('offline');
  const ready = await catalogIn(catalog, 'si');
  expect(ready.has('heading')).toBe(true);
  expect(loadSi).toHaveBeenCalledTimes(2);
});

/** Long content from the app's data (`english`), by id: `content` gives it in the page's language. */
function Story({ catalog }: { catalog: ReturnType<typeof catalogWith> }) {
  const t = useT(catalog);
  const [one, two, added] = [
    t.content('story.1', 'Panels 200 mm wide', { width: 200 }),
    t.content('story.2', 'Fitted in a day'),
    t.content('story.9', 'A story a release added'),
  ];
  return (
    <ul>
      <li title={one.text}>{one.node}</li>
      <li title={two.text}>{two.node}</li>
      <li title={added.text}>{added.node}</li>
    </ul>
  );
}

it("gives long content from the app's data in the page's language, its English where a language lacks it, marked", async () => {
  const catalog = catalogWith(() => Promise.resolve({ default: si }));
  const items = () => screen.getAllByRole('listitem').map((li) => [li.getAttribute('title'), li.innerHTML]);
  const { unmount } = render(
    <LangProvider value="en">
      <Story catalog={catalog} />
    </LangProvider>,
  );
  expect(items()).toEqual([
    ['Panels 200 mm wide', 'Panels 200 mm wide'],
    ['Fitted in a day', 'Fitted in a day'],
    ['A story a release added', 'A story a release added'],
  ]);
  unmount();
  await act(async () => {
    render(
      <LangProvider value="si">
        <Suspense fallback={null}>
          <Story catalog={catalog} />
        </Suspense>
      </LangProvider>,
    );
  });
  expect(items()).toEqual([
    ['පැනල 200 mm පළල', 'පැනල 200 mm පළල'],
    ['Fitted in a day', '<span lang="en">Fitted in a day</span>'],
    ['A story a release added', '<span lang="en">A story a release added</span>'],
  ]);
});
