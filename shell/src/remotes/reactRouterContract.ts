/**
 * The router surface the remotes get from the shell (sharedScope hands over this module's
 * namespace). Sharing the whole package would put its data routers, forms and server code (most of
 * its size) in every first load; re-exporting only these names bundles only them. It must cover
 * every router import of every app's runtime code: `reactRouterContract.test.ts` reads the sources
 * and fails when one is missing. `Link` and `NavLink` are left out: apps link with shared-ui's
 * `RouteLink` and `NavRouteLink`, so that the router's framework-mode link code (prefetching,
 * discovery) stays out of every first load.
 */
export {
  Navigate,
  Outlet,
  Route,
  Routes,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useOutletContext,
  useParams,
  useResolvedPath,
  useSearchParams,
} from 'react-router';
