// The quotation form over the server's HTML: what was typed before its script ran is kept.
import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MIN_FILL_MS } from '../../lib/botCheck';
import { QuotationForm } from './QuotationForm';
import { SUCCESS, form, setup, pass, formTestEnv } from '../../test/formTest';

const env = formTestEnv();

describe('over the server’s HTML', () => {
  /** The form as the server sends it, in a document, before its script has run. */
  function serverRendered() {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<QuotationForm />);
    document.body.append(container);
    return container;
  }
  const hydrate = (container: HTMLElement) => act(() => hydrateRoot(container, <QuotationForm />));
  const typeBeforeScript = (label: string, value: string) => {
    (screen.getByLabelText(label) as HTMLInputElement).value = value;
  };
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('keeps what was typed before the page’s script took over, and sends it', async () => {
    const container = serverRendered();
    typeBeforeScript('Email', 'early@example.lk');
    typeBeforeScript('Mobile', '0771234567');
    typeBeforeScript('Message', 'Typed on a slow phone');
    pass(MIN_FILL_MS);
    await hydrate(container);
    expect([form.email().value, form.mobile().value, form.message().value]).toEqual([
      'early@example.lk',
      '0771234567',
      'Typed on a slow phone',
    ]);
    await setup().click(form.sendButton());
    await waitFor(() => expect(form.status()).toHaveTextContent(SUCCESS));
    expect(env.api.requests).toHaveLength(1);
    expect(env.api.requests[0]?.body.template_params).toMatchObject({
      from_email: 'early@example.lk',
      phone: '0771234567',
      message: 'Typed on a slow phone',
    });
  });

  it('restores this tab’s unsent draft, which the server could not know, and keeps what was typed early over it', async () => {
    // The server rendered the form empty; the draft waits in this tab's storage (say, back from another page).
    const container = serverRendered();
    sessionStorage.setItem(
      'quotation-draft',
      JSON.stringify({ email: 'kamala@example.lk', mobile: '0761234567', message: 'Walnut wall panels', from: '' }),
    );
    typeBeforeScript('Mobile', '0771234567');
    await hydrate(container);
    expect([form.email().value, form.mobile().value, form.message().value]).toEqual([
      'kamala@example.lk',
      '0771234567',
      'Walnut wall panels',
    ]);
    // And the draft stays, now with the newer number: a second visit restores it too.
    expect(JSON.parse(sessionStorage.getItem('quotation-draft') ?? 'null')).toMatchObject({
      email: 'kamala@example.lk',
      mobile: '0771234567',
      message: 'Walnut wall panels',
    });
    pass(MIN_FILL_MS);
    await setup().click(form.sendButton());
    await waitFor(() => expect(form.status()).toHaveTextContent(SUCCESS));
    expect(env.api.requests[0]?.body.template_params).toMatchObject({
      from_email: 'kamala@example.lk',
      phone: '0771234567',
      message: 'Walnut wall panels',
    });
  });

  it('counts the fill time from when the form was on screen, not from when its script ran', async () => {
    const container = serverRendered();
    typeBeforeScript('Email', 'nimal@example.lk');
    typeBeforeScript('Mobile', '0771234567');
    typeBeforeScript('Message', 'Maple ceiling');
    pass(MIN_FILL_MS);
    await hydrate(container);
    // At once after hydration: the visitor has had the form for longer than the minimum already.
    await setup().click(form.sendButton());
    await waitFor(() => expect(form.status()).toHaveTextContent(SUCCESS));
    expect(env.api.requests).toHaveLength(1);
  });
});
