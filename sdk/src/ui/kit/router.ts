/**
 * What the shell and plugins may use of react-router (declarative mode: the host renders a
 * BrowserRouter, so data-router APIs like loaders and actions do not apply). The build shares this
 * module under the key 'react-router' instead of the whole package, which keeps ~45 KB of unused
 * router code (data routers, server rendering) out of every page. `@atrium/real/react-router` is an
 * alias of the package's production build (see sdk/src/build/rules.ts).
 */
export {
  BrowserRouter,
  MemoryRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  NavigationType,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  parsePath,
  createPath,
  resolvePath,
  useBlocker,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
  useBeforeUnload,
} from '@atrium/real/react-router';
export type {
  Location,
  NavigateFunction,
  NavigateOptions,
  Params,
  PathMatch,
  RouteObject,
  To,
  SetURLSearchParams,
  URLSearchParamsInit,
} from '@atrium/real/react-router';
