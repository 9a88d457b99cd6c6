// The react-router API the web apps use. Shared as one federation singleton: a shared package keeps
// every export, so sharing react-router itself shipped its data routers and server code to `/`
// (59 KB gzipped); this subset is 13 KB. Add an export here before using it in an app.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router';
export type { LinkProps, NavigateFunction, NavLinkProps } from 'react-router';
