// What LiveImpact.*.test.tsx share: the widget's clock, its view, console.error and the database
// opener under each test's control, and the helpers that drive them. Each test file mocks
// '../../lib/impactDatabase' itself (jest.mock is hoisted per file); `open` here is that mock.
import { act, render, screen } from '@testing-library/react';
import { LiveImpact } from '../components/LiveImpact/LiveImpact';
import { openImpactDatabase } from '../lib/impactDatabase';
import type { fakeImpactDatabase } from './fakeImpactDatabase';
import { scrollEverythingIntoView } from './inView';

export const open = jest.mocked(openImpactDatabase);

const START = new Date('2025-03-01T08:00:00.000Z');
// Set afresh before each test; the tests read them through their imports (live bindings).
export let restoreObserver: () => void;
export let consoleError: jest.SpyInstance;

/** Fake timers from START, the widget in view, console.error silenced and watched: before each test. */
export function setUpLiveImpactTests() {
  beforeEach(() => {
    open.mockReset();
    jest.useFakeTimers({ now: START });
    restoreObserver = scrollEverythingIntoView();
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    restoreObserver();
    consoleError.mockRestore();
    jest.useRealTimers();
    setVisibility('visible');
  });
}

/** Lets the database's promises settle, inside act. */
export const settle = () => act(async () => {});
export const tick = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

export function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
}

export async function renderWith(fake: ReturnType<typeof fakeImpactDatabase>) {
  open.mockResolvedValue(fake.db);
  const view = render(<LiveImpact />);
  await settle();
  return view;
}

export const metric = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
