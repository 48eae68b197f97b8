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

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** Whether the router has a page for this path (a trailing slash is allowed, as the router allows it). */
export function isAppRoute(pathname: string): boolean {
  const segments = segmentsOf(pathname);
  return APP_ROUTES.some((route) => {
    const pattern = segmentsOf(route);
    return (
      pattern.length === segments.length &&
      pattern.every((part, index) => part.startsWith(':') || part === segments[index])
    );
  });
}
