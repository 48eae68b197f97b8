import type { IncomingHttpHeaders } from 'node:http';

/**
 * Node's request headers as a Fetch `Headers`, the form Better Auth reads. Better Auth records a session's address
 * from X-Forwarded-For, which the client may have written itself; so the header it sees holds only `clientAddress`,
 * the address the server settled on (request.ip: the socket's peer, or what a trusted proxy added,
 * server/http/trusted-proxy.ts).
 */
export function toFetchHeaders(incoming: IncomingHttpHeaders, clientAddress: string | undefined): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined || name === 'x-forwarded-for') continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  if (clientAddress) headers.set('x-forwarded-for', clientAddress);
  return headers;
}
