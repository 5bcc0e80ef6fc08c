import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { NavRouteLink, RouteLink } from './RouteLink';

function Where() {
  return <output>{useLocation().pathname}</output>;
}

it('navigates inside the router when there is one', async () => {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<RouteLink to="/products">All products</RouteLink>} />
        <Route path="/products" element={<p>The list</p>} />
      </Routes>
    </MemoryRouter>,
  );
  await userEvent.click(screen.getByRole('link', { name: 'All products' }));
  expect(screen.getByText('The list')).toBeInTheDocument();
});

it('is a plain link when the host has no router', () => {
  render(<RouteLink to="/products">All products</RouteLink>);
  expect(screen.getByRole('link', { name: 'All products' })).toHaveAttribute('href', '/products');
});

it("links inside the page's language (the router's basename) and navigates there", async () => {
  render(
    <MemoryRouter basename="/si" initialEntries={['/si/']}>
      <RouteLink to="/products" className="more">
        නිෂ්පාදන
      </RouteLink>
      <Where />
    </MemoryRouter>,
  );
  const link = screen.getByRole('link', { name: 'නිෂ්පාදන' });
  expect(link).toHaveAttribute('href', '/si/products');
  expect(link).toHaveClass('more');
  await userEvent.click(link);
  expect(screen.getByRole('status')).toHaveTextContent('/products');
});

it("runs its own onClick first, and stays put when that prevents the default (a menu's own handling)", async () => {
  const onClick = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
  render(
    <MemoryRouter initialEntries={['/']}>
      <RouteLink to="/contact" onClick={onClick}>
        Contact
      </RouteLink>
      <Where />
    </MemoryRouter>,
  );
  await userEvent.click(screen.getByRole('link', { name: 'Contact' }));
  expect(onClick).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('status')).toHaveTextContent(/^\/$/);
});

it('leaves a click with a modifier key (a new tab) to the browser', async () => {
  render(
    <MemoryRouter initialEntries={['/']}>
      <RouteLink to="/contact">Contact</RouteLink>
      <Where />
    </MemoryRouter>,
  );
  const user = userEvent.setup();
  await user.keyboard('{Control>}');
  await user.click(screen.getByRole('link', { name: 'Contact' }));
  await user.keyboard('{/Control}');
  expect(screen.getByRole('status')).toHaveTextContent(/^\/$/);
});

describe('NavRouteLink', () => {
  function Menu({ at }: { at: string }) {
    return (
      <MemoryRouter initialEntries={[at]}>
        <NavRouteLink to="/" end>
          Home
        </NavRouteLink>
        <NavRouteLink to="/products">Products</NavRouteLink>
        <NavRouteLink to="/resources/faq">FAQ</NavRouteLink>
      </MemoryRouter>
    );
  }
  const current = () =>
    screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page')
      .map((link) => link.textContent);

  it("marks the page's own item, and a section's item on the pages below it", () => {
    const { unmount } = render(<Menu at="/" />);
    expect(current()).toEqual(['Home']);
    unmount();
    render(<Menu at="/products/1/maple-ceiling-sheet" />);
    expect(current()).toEqual(['Products']);
  });

  it('marks nothing for a path that only starts with the same letters', () => {
    render(<Menu at="/products-old" />);
    expect(current()).toEqual([]);
  });
});
