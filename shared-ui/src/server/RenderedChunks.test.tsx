/**
 * @jest-environment node
 */
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { RenderedChunksProvider, lazyChunk } from './RenderedChunks';

const Faq = lazyChunk('page-faq', () => Promise.resolve({ default: ({ q }: { q: string }) => <p>{q}</p> }));
const Calculator = lazyChunk('page-calculator', () => Promise.resolve({ default: () => <p>calc</p> }));

function Page({ calculator }: { calculator: boolean }) {
  return <Suspense fallback="loading">{calculator ? <Calculator /> : <Faq q="Why?" />}</Suspense>;
}

it('reports to the server the lazy chunks a render used, and only those', async () => {
  const used = new Set<string>();
  const render = () =>
    renderToString(
      <RenderedChunksProvider value={used}>
        <Page calculator={false} />
      </RenderedChunksProvider>,
    );
  render();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(render()).toContain('<p>Why?</p>');
  expect([...used]).toEqual(['page-faq']);
});

it('keeps nothing without a provider (the browser)', () => {
  expect(() => renderToString(<Page calculator />)).not.toThrow();
});
