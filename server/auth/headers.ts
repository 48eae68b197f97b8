import type { IncomingHttpHeaders } from 'node:http';

/** Node's request headers as a Fetch `Headers`, the form Better Auth reads. */
export function toFetchHeaders(incoming: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}
