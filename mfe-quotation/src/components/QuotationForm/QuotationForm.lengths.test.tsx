// The quotation form's length limits and counts, and fields of spaces.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { BLANK_MESSAGE, BLANK_MOBILE, MAX_LENGTH } from '../../lib/fieldRules';
import { ANNOUNCE_AFTER_MS } from './CharacterCount';
import { QuotationForm } from './QuotationForm';
import { SUCCESS, form, setup, pass, afterFillTime, formTestEnv } from '../../test/formTest';

const env = formTestEnv();

describe('lengths', () => {
  it('limits no field by maxLength (UTF-16 code units): a field over its limit in letters says so and is refused on send', async () => {
    const user = setup();
    render(<QuotationForm />);
    for (const control of [form.email(), form.mobile(), form.message()])
      expect(control).not.toHaveAttribute('maxlength');
    await user.type(form.mobile(), '0'.repeat(MAX_LENGTH.mobile + 5));
    expect(form.mobile()).toHaveAccessibleDescription(/5 characters too many \(at most 40\)/);
  });

  it('counts a Sinhala message in letters, not UTF-16 code units', async () => {
    const user = setup();
    render(<QuotationForm />);
    const field = screen.getByText('Message', { selector: 'label' }).parentElement!;
    // 2,400 letters of two code units each (4,800 units): 600 letters left, not "1,800 too many".
    await user.click(form.message());
    await user.paste('කි'.repeat(2400));
    expect(form.message().value).toHaveLength(4800);
    expect(within(field).getByText('600 characters left')).toBeVisible();
    await user.paste('කි'.repeat(600));
    expect(form.message()).toHaveAccessibleDescription(/No characters left \(at most 3000\)/);
  });

  it('shows a count from 80% of the limit, as the field’s description, and announces it once typing pauses', async () => {
    const user = setup();
    render(<QuotationForm />);
    const field = screen.getByText('Message', { selector: 'label' }).parentElement!;
    const live = field.querySelector('[aria-live="polite"]')!;
    await user.click(form.message());
    await user.paste('x'.repeat(2399));
    expect(within(field).queryByText(/characters? left/)).toBeNull();
    expect(form.message()).toHaveAccessibleDescription(/room sizes/);

    await user.type(form.message(), 'y');
    expect(within(field).getByText('600 characters left')).toBeVisible();
    expect(form.message()).toHaveAccessibleDescription(/room sizes.*600 characters left/);
    expect(live).toHaveTextContent('');
    await user.type(form.message(), 'zz');
    pass(ANNOUNCE_AFTER_MS - 1);
    expect(live).toHaveTextContent('');
    pass(1);
    expect(live).toHaveTextContent('598 characters left');

    await user.paste('x'.repeat(598));
    expect(form.message().value).toHaveLength(MAX_LENGTH.message);
    expect(form.message()).toHaveAccessibleDescription(/No characters left \(at most 3000\)/);
  });

  it('counts the short fields too, and takes the count away after a send', async () => {
    const user = setup();
    render(<QuotationForm />);
    await user.type(form.email(), 'nimal@example.lk');
    await user.type(form.message(), 'Walnut ceiling');
    await user.type(form.mobile(), '0'.repeat(31));
    expect(form.mobile()).not.toHaveAccessibleDescription();
    await user.type(form.mobile(), '0');
    expect(form.mobile()).toHaveAccessibleDescription('8 characters left');
    afterFillTime();
    await user.click(form.sendButton());
    await waitFor(() => expect(form.status()).toHaveTextContent(SUCCESS));
    expect(form.mobile()).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/characters? left/)).toBeNull();
  });

  it('refuses a message over the limit that was not typed (a restored draft) and says so', async () => {
    sessionStorage.setItem(
      'quotation-draft',
      JSON.stringify({ email: 'a@b.lk', mobile: '0771234567', message: 'x'.repeat(3001), from: '' }),
    );
    const user = setup();
    render(<QuotationForm />);
    afterFillTime();
    await user.click(form.sendButton());
    expect(form.message()).toHaveAccessibleDescription(
      /1 character too many.*longer than 3000 characters: please shorten it/,
    );
    expect(form.message()).toHaveFocus();
    expect(env.api.requests).toEqual([]);
  });
});

describe('a message of spaces', () => {
  it('is refused with a clear message on the field, which gets the focus; nothing sent, the fields kept', async () => {
    const user = setup();
    render(<QuotationForm />);
    await user.type(form.email(), 'nimal@example.lk');
    await user.type(form.mobile(), '077 123 4567');
    await user.type(form.message(), '   {enter}  ');
    afterFillTime();
    await user.click(form.sendButton());
    expect(screen.getByText(BLANK_MESSAGE)).toBeVisible();
    expect(form.message()).toHaveAttribute('aria-invalid', 'true');
    expect(form.message()).toHaveAccessibleDescription(/room sizes.*the message cannot be only spaces/);
    expect(form.message()).toHaveFocus();
    expect(form.status()).toHaveTextContent('');
    expect([form.email().value, form.mobile().value, form.message().value]).toEqual([
      'nimal@example.lk',
      '077 123 4567',
      '   \n  ',
    ]);
    await act(async () => jest.advanceTimersByTime(1000));
    expect(env.api.requests).toEqual([]);

    // Editing the message takes the complaint away; a real message then goes.
    await user.type(form.message(), 'Kithul ceiling');
    expect(screen.queryByText(BLANK_MESSAGE)).toBeNull();
    expect(form.message()).not.toHaveAttribute('aria-invalid');
    await user.click(form.sendButton());
    await waitFor(() => expect(form.status()).toHaveTextContent(SUCCESS));
    expect(env.api.requests).toHaveLength(1);
  });

  it('the same for a mobile number of spaces', async () => {
    const user = setup();
    render(<QuotationForm />);
    await user.type(form.email(), 'nimal@example.lk');
    await user.type(form.mobile(), '   ');
    await user.type(form.message(), 'Kithul ceiling');
    afterFillTime();
    await user.click(form.sendButton());
    expect(form.mobile()).toHaveAccessibleDescription(BLANK_MOBILE);
    expect(form.mobile()).toHaveFocus();
    expect(env.api.requests).toEqual([]);
  });
});
