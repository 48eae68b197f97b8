/**
 * Where to go after signing in when the address asked for it (`/signin?next=/account`): a path on this site
 * only, so a link to the sign-in page can never send a person to another site after they sign in. Anything
 * else (another origin, `//host`, `/\host`, a relative path, the sign-in page itself) gives null.
 */
export function safeNextPath(next: string | null, origin: string = window.location.origin): string | null {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.pathname === '/signin') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
