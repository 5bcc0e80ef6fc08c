import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogIn, LangProvider } from '@ecopanel/shared-ui';
import ImpactMonitor from '../../exposes/ImpactMonitor';
import { catalog } from '../../i18n/catalog';
import { openImpactDatabase } from '../../lib/impactDatabase';
import { deferred, fakeImpactDatabase } from '../../test/fakeImpactDatabase';
import { scrollEverythingIntoView } from '../../test/inView';

jest.mock('../../lib/impactDatabase', () => ({ openImpactDatabase: jest.fn() }));

// As the shell's start does before hydrating: the page's language loaded first (useT suspends).
beforeAll(() => catalogIn(catalog, 'ta'));
let restoreObserver: () => void;
beforeEach(() => {
  restoreObserver = scrollEverythingIntoView();
});
afterEach(() => restoreObserver());

const inTamil = () =>
  render(
    <LangProvider value="ta">
      <ImpactMonitor />
    </LangProvider>,
  );

it('on a Tamil page: the section, its tabs and the waiting count are in Tamil, and marked as no other language', async () => {
  const read = deferred<number | null>();
  jest.mocked(openImpactDatabase).mockResolvedValue(fakeImpactDatabase({ read: read.promise }).db);
  inTamil();
  const heading = screen.getByRole('heading', { level: 2, name: 'பசுமைத் தாக்கக் கண்காணிப்பு' });
  expect(heading.closest('[lang]')).toBeNull();
  expect(screen.getByRole('region', { name: 'பசுமைத் தாக்கக் கண்காணிப்பு' })).toBeInTheDocument();
  expect(screen.getByRole('tablist', { name: 'பசுமைத் தாக்கம்' })).toBeInTheDocument();
  expect(await screen.findByRole('status')).toHaveTextContent('நேரடி எண்ணிக்கை ஏற்றப்படுகிறது');
  expect(screen.getByRole('link', { name: 'விவரங்களைப் பாருங்கள்' })).toHaveAttribute('href', '/our-story');
  expect(screen.queryByText(/Loading|Green/)).toBeNull();
});

it('on a Tamil page: the dashboard’s figures are named in Tamil, the numbers and units as they are', async () => {
  jest.mocked(openImpactDatabase).mockResolvedValue(fakeImpactDatabase().db);
  inTamil();
  await userEvent.setup().click(screen.getByRole('tab', { name: 'தரவுப் பலகை' }));
  const panel = screen.getByRole('tabpanel', { name: 'தரவுப் பலகை' });
  expect(panel).toHaveTextContent('22,500 மரங்கள் ஆண்டுதோறும் காக்கப்படுகின்றன');
  expect(screen.getByText('சேமிக்கப்பட்ட காபன்').nextElementSibling).toHaveTextContent('112,500 kg');
  expect(screen.getByRole('img', { name: /^9 மரங்கள் வரையப்பட்டுள்ளன/ })).toBeInTheDocument();
});
