import {
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useOutletContext,
  useParams,
  useResolvedPath,
  useSearchParams,
} from 'react-router';

/**
 * The router surface the remotes get from the shell. Sharing the whole package would put its data
 * routers, forms and server code (most of its size) in every first load; the shell instead hands
 * over this object, so only these exports are bundled. It must cover every router import of every
 * app's runtime code: `reactRouterContract.test.ts` reads the sources and fails when one is missing.
 */
export const reactRouterContract = {
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useOutletContext,
  useParams,
  useResolvedPath,
  useSearchParams,
};
