// The shell's route table, rendered by the declarative router and readable by the layout above it.
import { type RouteObject, useLocation, useNavigate, useRoutes } from '@callout/router';
import { createContext, useCallback, useContext, useEffect } from 'react';

const RouteTableContext = createContext<RouteObject[]>([]);

// Navigations render in a transition; these wait for a page to be on screen.
const arrivals = new Set<{ pathname: string; arrived: () => void }>();

/** Renders the route that matches the location, and lets components above it look the table up. */
export function RouteTable({ routes }: { routes: RouteObject[] }) {
  const element = useRoutes(routes);
  const { pathname } = useLocation();
  useEffect(() => {
    for (const arrival of arrivals) {
      if (arrival.pathname !== pathname) continue;
      arrivals.delete(arrival);
      arrival.arrived();
    }
  }, [pathname]);
  return <RouteTableContext.Provider value={routes}>{element}</RouteTableContext.Provider>;
}

export const useRouteTable = () => useContext(RouteTableContext);

/** Replaces the page with `pathname` and resolves once that page has been drawn. */
export function useReplaceAndArrive() {
  const navigate = useNavigate();
  const current = useLocation().pathname;
  return useCallback(
    (pathname: string) =>
      new Promise<void>((arrived) => {
        if (pathname === current) return arrived();
        arrivals.add({ pathname, arrived });
        void navigate(pathname, { replace: true });
      }),
    [navigate, current],
  );
}
