import { render, screen } from '@testing-library/react';
import { LangProvider, useT, type Lang } from '@ecopanel/shared-ui';
import { faqs } from '../data/faq';
import { loadCatalogs } from '../test/renderPage';
import { catalog } from './catalog';
import { contentText } from './contentText';

beforeAll(loadCatalogs);

function Answer({ id, english }: { id: string; english: string }) {
  const t = useT(catalog);
  const { text, node } = contentText(t, id, english);
  return <p title={text}>{node}</p>;
}

const show = (lang: Lang, id: string, english: string) =>
  render(
    <LangProvider value={lang}>
      <Answer id={id} english={english} />
    </LangProvider>,
  ).container.querySelector('p')!;

const sauna = faqs.find((faq) => faq.id === 'sauna')!;

it('shows the English data as it is on an English page', () => {
  const p = show('en', 'faq.sauna.answer', sauna.answer);
  expect(p).toHaveTextContent(sauna.answer);
  expect(p.querySelector('[lang]')).toBeNull();
});

it('shows the translation, with the figures from shared-ui, on a Sinhala page', () => {
  const p = show('si', 'faq.sauna.answer', sauna.answer);
  expect(p).toHaveTextContent(/^නැත\. සවුනා සහ වාෂ්ප කාමර දිගු වේලාවක් 60 °C/);
  expect(p).toHaveAttribute('title', p.textContent);
  expect(p.querySelector('[lang]')).toBeNull();
});

it('shows text a release added before its translation in English, marked lang="en"', () => {
  show('ta', 'faq.new-question.answer', 'A brand new answer.');
  expect(screen.getByText('A brand new answer.')).toHaveAttribute('lang', 'en');
});
