import { render } from '@testing-library/react';
import { LangProvider } from '../lang/LangContext';
import { MovedPermanently, ServerResponseProvider, type ServerResponse } from './ServerResponse';

const moved = (lang: 'en' | 'si' | 'ta') => {
  const response: ServerResponse = { status: 200 };
  render(
    <ServerResponseProvider value={response}>
      <LangProvider value={lang}>
        <MovedPermanently to="/resources/projects">client redirect</MovedPermanently>
      </LangProvider>
    </ServerResponseProvider>,
  );
  return response;
};

it('answers 301 to the path in English at its unprefixed URL', () => {
  expect(moved('en')).toEqual({ status: 301, location: '/resources/projects' });
});

it('keeps a Sinhala or Tamil visitor in their language: the 301 goes to the prefixed URL', () => {
  expect(moved('si')).toEqual({ status: 301, location: '/si/resources/projects' });
});

it('renders the client redirect when there is no server to answer', () => {
  const { container } = render(<MovedPermanently to="/x">client redirect</MovedPermanently>);
  expect(container.textContent).toBe('client redirect');
});
