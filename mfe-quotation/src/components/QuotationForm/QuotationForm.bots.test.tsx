// The quotation form against bots: the honeypot and the minimum fill time.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MIN_FILL_MS } from '../../lib/botCheck';
import { QuotationForm } from './QuotationForm';
import { SUCCESS, form, setup, pass, fillIn, formTestEnv } from '../../test/formTest';

const env = formTestEnv();

describe('bots', () => {
  const honeypot = () => document.querySelector<HTMLInputElement>('input[name="website"]')!;

  it('has a honeypot no person meets: off-screen, out of the tab order, hidden from assistive technology', async () => {
    const user = setup();
    render(<QuotationForm />);
    expect(honeypot()).toHaveAttribute('type', 'text');
    expect(honeypot()).toHaveAttribute('tabindex', '-1');
    expect(honeypot()).toHaveAttribute('autocomplete', 'off');
    expect(honeypot().closest('[aria-hidden="true"]')).toHaveClass('visuallyHidden');
    expect(honeypot()).not.toBeRequired();
    // Not among the form's fields for a screen reader, nor reached by Tab.
    expect(screen.getAllByRole('textbox')).toEqual([form.email(), form.mobile(), form.message()]);
    await user.tab();
    expect(form.email()).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(form.message()).toHaveFocus();
    await user.tab();
    expect(form.sendButton()).toHaveFocus();
  });

  it('a filled honeypot: the usual success, the fields cleared, nothing sent', async () => {
    const user = setup();
    render(<QuotationForm />);
    await fillIn(user);
    await user.type(honeypot(), 'https://cheap-pills.example');
    await user.click(form.sendButton());
    expect(form.status().textContent).toBe(SUCCESS);
    expect(form.status()).toHaveClass('success');
    expect([form.email().value, form.mobile().value, form.message().value]).toEqual(['', '', '']);
    await act(async () => jest.advanceTimersByTime(1000));
    expect(env.api.requests).toEqual([]);
    expect(env.consoleError).not.toHaveBeenCalled();
  });

  it('a honeypot value set by a script, without typing, is caught too', async () => {
    const user = setup();
    render(<QuotationForm />);
    await fillIn(user);
    honeypot().value = 'x';
    await user.click(form.sendButton());
    expect(form.status().textContent).toBe(SUCCESS);
    await act(async () => jest.advanceTimersByTime(1000));
    expect(env.api.requests).toEqual([]);
  });

  it('a send sooner than 3 s after the form appears: the usual success, nothing sent; from 3 s it goes', async () => {
    const user = setup();
    const first = render(<QuotationForm />);
    fireEvent.change(form.email(), { target: { value: 'bot@example.lk' } });
    fireEvent.change(form.mobile(), { target: { value: '0771234567' } });
    fireEvent.change(form.message(), { target: { value: 'Buy now' } });
    pass(MIN_FILL_MS - 1);
    await user.click(form.sendButton());
    expect(form.status().textContent).toBe(SUCCESS);
    expect([form.email().value, form.mobile().value, form.message().value]).toEqual(['', '', '']);
    await act(async () => jest.advanceTimersByTime(1000));
    expect(env.api.requests).toEqual([]);
    first.unmount();

    render(<QuotationForm />);
    fireEvent.change(form.email(), { target: { value: 'nimal@example.lk' } });
    fireEvent.change(form.mobile(), { target: { value: '0771234567' } });
    fireEvent.change(form.message(), { target: { value: 'Maple ceiling' } });
    pass(MIN_FILL_MS);
    await user.click(form.sendButton());
    await waitFor(() => expect(form.status()).toHaveTextContent(SUCCESS));
    expect(env.api.requests).toHaveLength(1);
  });
});
