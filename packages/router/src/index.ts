// The part of React Router the app uses. Federation shares this package instead of react-router-dom, so
// the page carries one copy of just these exports (about half of the whole library) on its critical path.
// Add an export here when a module needs one; every module then gets it from the shell's copy.
export type { LinkProps, RouteObject } from 'react-router-dom';
export {
  createBrowserRouter,
  isRouteErrorResponse,
  Link,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router-dom';
