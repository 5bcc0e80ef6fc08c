/**
 * The router surface the remotes get from the shell (sharedScope hands over this module's
 * namespace). Sharing the whole package would put its data routers, forms and server code (most of
 * its size) in every first load; re-exporting only these names bundles only them. It must cover
 * every router import of every app's runtime code: `reactRouterContract.test.ts` reads the sources
 * and fails when one is missing.
 */
export {
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
