// The part of React Router the app uses. Federation shares this package instead of react-router-dom, so
// the page carries one copy of just these exports on its critical path: the declarative router (history,
// route matching, links), not the data router with its loaders, actions and fetchers, which the app does
// not use. Add an export here when a module needs one; every module then gets it from the shell's copy.
export type { LinkProps, Location, RouteObject } from 'react-router-dom';
export {
  BrowserRouter,
  Link,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
