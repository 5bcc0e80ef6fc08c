import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/runtime-tools/runtime';
import { readRemoteList } from '../remoteList';
import { RemoteSlot } from './RemoteSlot';

// React.lazy remembers each module's first outcome, so every test here uses a different module.
const REMOTES = {
  impact: 'http://localhost:3004/mf-manifest.json',
  catalogue: 'http://localhost:3001/mf-manifest.json',
  quotation: 'http://localhost:3003/mf-manifest.json',
};

beforeEach(() => {
  void readRemoteList(async () => REMOTES);
  jest.mocked(loadRemote).mockClear();
  jest.mocked(registerRemotes).mockClear();
});

it('shows a sized skeleton, then the remote module', async () => {
  render(<RemoteSlot id="impact/ImpactMonitor" label="the green impact monitor" minHeight="24rem" />);
  expect(screen.getByRole('status', { name: 'Loading the green impact monitor' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Green Impact Monitor' })).toBeInTheDocument();
  expect(loadRemote).toHaveBeenCalledWith('impact/ImpactMonitor');
});

it('says politely that a failed remote is unavailable, and Retry loads it again', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.mocked(loadRemote).mockRejectedValueOnce(new Error('RUNTIME-003 Failed to get manifest'));
  render(
    <>
      <p>Rest of the page</p>
      <RemoteSlot id="catalogue/FeaturedProducts" label="the featured products" minHeight="24rem" />
    </>,
  );
  expect(await screen.findByText(/the featured products is unavailable right now/)).toBeInTheDocument();
  expect(screen.getByText('Rest of the page')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Our Exclusive and Premium Products' })).toBeInTheDocument();
  expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'catalogue', entry: REMOTES.catalogue }], { force: true });
  expect(screen.queryByText(/unavailable right now/)).not.toBeInTheDocument();
  error.mockRestore();
});

it('fails soft when the remote is not in remotes.json', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  void readRemoteList(async () => ({}));
  render(<RemoteSlot id="resources/ResourcesRoutes" label="the resources section" minHeight="10rem" />);
  expect(await screen.findByText(/the resources section is unavailable/)).toBeInTheDocument();
  expect(loadRemote).not.toHaveBeenCalled();
  error.mockRestore();
});

it('fails soft when the remote throws while rendering', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  const Broken = () => {
    throw new Error('render bug');
  };
  jest.mocked(loadRemote).mockResolvedValueOnce({ default: Broken });
  render(<RemoteSlot id="quotation/ContactPage" label="the quotation form" minHeight="10rem" />);
  expect(await screen.findByText(/the quotation form is unavailable/)).toBeInTheDocument();
  error.mockRestore();
});

it('waits for the viewport before loading a below-the-fold remote', () => {
  const { container } = render(
    <RemoteSlot id="impact/ImpactMonitor" label="the green impact monitor" minHeight="24rem" whenVisible />,
  );
  expect(screen.getByRole('status', { name: 'Loading the green impact monitor' })).toBeInTheDocument();
  expect(container.firstChild).toHaveAttribute('data-remote-state', 'waiting');
  expect(loadRemote).not.toHaveBeenCalled();
});

it('leaves the remote’s part alone when the slot marks itself ready or its parent re-renders', async () => {
  // Re-rendered while a lazy page inside it still waits for its code, React renders that part afresh
  // instead of hydrating it, and what a visitor typed into the server's HTML is lost.
  let renders = 0;
  const Part = () => {
    renders += 1;
    return <h2>Projects</h2>;
  };
  jest.mocked(loadRemote).mockResolvedValueOnce({ default: Part });
  const slot = (note: string) => (
    <div data-note={note}>
      <RemoteSlot id="catalogue/ProductRoutes" label="the product catalogue" minHeight="10rem" />
    </div>
  );
  const { container, rerender } = render(slot('first'));
  await screen.findByRole('heading', { name: 'Projects' });
  await waitFor(() => expect(container.querySelector('[data-remote-state="ready"]')).not.toBeNull());
  rerender(slot('second'));
  expect(renders).toBe(1);
});
