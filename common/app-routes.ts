/**
 * The paths the client's router draws a page for (client/src/app/router.tsx): the server answers these with
 * the app and status 200, and any other path outside /api with the app's "Page Not Found" and status 404, so
 * search engines, link checkers and monitors see a missing page as missing. `:name` stands for one segment.
 */
export const APP_ROUTES = [
  '/',
  '/home',
  '/features',
  '/pricing',
  '/hr-demo',
  '/knowledge',
  '/dashboard',
  '/team',
  '/profile/:id',
  '/signin',
  '/account',
  '/workspace/settings',
  '/invite/:token',
  '/swaps',
  '/swaps/new',
  '/inbox',
] as const;

export type AppRoute = (typeof APP_ROUTES)[number];

/**
 * The module under client/src/app/routes/ that draws each route, as the router's lazy() imports name it. The
 * server names that module's built code in the page's HTML, so a phone fetches it with the app's own code
 * rather than after it (server/pages/app-pages.ts).
 */
export const APP_ROUTE_PAGES: Record<AppRoute, string> = {
  '/': 'landing',
  '/home': 'landing',
  '/features': 'features',
  '/pricing': 'pricing',
  '/hr-demo': 'hr-demo',
  '/knowledge': 'knowledge',
  '/dashboard': 'dashboard',
  '/team': 'team',
  '/profile/:id': 'profile',
  '/signin': 'signin',
  '/account': 'account',
  '/workspace/settings': 'workspace-settings',
  '/invite/:token': 'invite',
  '/swaps': 'swaps',
  '/swaps/new': 'swaps-new',
  '/inbox': 'inbox',
};

/** The module the router draws for any other path. */
export const NOT_FOUND_PAGE = 'not-found';

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** The route that matches this path (a trailing slash is allowed, as the router allows it), if any. */
export function matchAppRoute(pathname: string): AppRoute | undefined {
  const segments = segmentsOf(pathname);
  return APP_ROUTES.find((route) => {
    const pattern = segmentsOf(route);
    return (
      pattern.length === segments.length &&
      pattern.every((part, index) => part.startsWith(':') || part === segments[index])
    );
  });
}

/** Whether the router has a page for this path. */
export function isAppRoute(pathname: string): boolean {
  return matchAppRoute(pathname) !== undefined;
}

/** The page module the router draws for this path: the route's own, or "Page Not Found". */
export function pageModuleOf(pathname: string): string {
  const route = matchAppRoute(pathname);
  return route ? APP_ROUTE_PAGES[route] : NOT_FOUND_PAGE;
}

/**
 * Whether the server draws this path's page per request from the visitor's data (a profile,
 * server/pages/profile-page.ts): such a page costs what the API reads it stands for.
 */
export function isDrawnOnTheServer(pathname: string): boolean {
  return matchAppRoute(pathname) === '/profile/:id';
}

/**
 * The id of the `<script type="application/json">` in which the server sends the data a page was drawn from
 * (a profile), for the browser's cache to start with (server/pages/profile-page.ts, client/src/main.tsx).
 */
export const SERVER_QUERY_STATE_ID = 'server-query-state';
