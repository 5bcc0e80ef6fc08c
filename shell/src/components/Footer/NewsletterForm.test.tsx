import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewsletterForm } from './NewsletterForm';

const originalFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = originalFetch;
});

it('starts with an empty, browser-validated email field and an empty live region', () => {
  render(<NewsletterForm />);
  const input = screen.getByRole('textbox', { name: 'Your email address' });
  expect(input).toHaveAttribute('type', 'email');
  expect(input).toBeRequired();
  expect(input).toHaveValue('');
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

it('thanks the subscriber, clears the field and sends nothing over the network', async () => {
  const fetchSpy = jest.fn();
  globalThis.fetch = fetchSpy as unknown as typeof fetch;
  const user = userEvent.setup();
  render(<NewsletterForm />);
  const input = screen.getByRole('textbox', { name: 'Your email address' });
  await user.type(input, 'buyer@example.com');
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(screen.getByRole('status')).toHaveTextContent('Thank you for subscribing!');
  expect(input).toHaveValue('');
  expect(fetchSpy).not.toHaveBeenCalled();
  expect(screen.queryByText('Something went wrong. Please try again.')).not.toBeInTheDocument();
});

it('leaves an invalid address to the browser: no success message', async () => {
  const user = userEvent.setup();
  render(<NewsletterForm />);
  await user.type(screen.getByRole('textbox', { name: 'Your email address' }), 'not-an-email');
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});
