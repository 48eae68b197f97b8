import type { QueryFunction } from '@tanstack/react-query';
import type { ApiError as ApiErrorBody } from '@common/schemas/errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A non-ok answer from the API. `message` follows the specification's contract (section 8):
 * "<status>: <body text or status text>". `body` holds the parsed `{ message, issues? }` when the
 * server answered in its JSON error shape, so screens can show the human sentence and map field issues.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: ApiErrorBody | undefined;

  constructor(status: number, text: string, body: ApiErrorBody | undefined) {
    super(`${status}: ${text}`);
    this.status = status;
    this.body = body;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Checks the `{ message, issues? }` shape by hand rather than with common/'s zod schema: this module is
 * in the first download of every page, and zod would add ~50 kB gzipped to it.
 */
function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (!isRecord(value) || typeof value.message !== 'string') return false;
  if (value.issues === undefined) return true;
  return Array.isArray(value.issues) && value.issues.every((i) => isRecord(i) && typeof i.path === 'string' && typeof i.message === 'string');
}

function parseErrorBody(text: string): ApiErrorBody | undefined {
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return isApiErrorBody(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Throws an ApiError for any non-ok response; the body is read once here so callers never see it half-consumed. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text();
  throw new ApiError(res.status, text || res.statusText, parseErrorBody(text));
}

async function readJson<T>(res: Response): Promise<T> {
  // 204 and empty 201s carry no body; callers that expect none type T as void/undefined.
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * The one way the client talks to the API: cookies always included, JSON in and out.
 * Resolves with the parsed JSON answer (undefined for an empty body); rejects with ApiError when not ok.
 */
export async function apiRequest<T = unknown>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  init?: { signal?: AbortSignal },
): Promise<T> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: init?.signal,
  });
  await throwIfResNotOk(res);
  return readJson<T>(res);
}

type QueryKeyPart = string | number | boolean | null | undefined | Record<string, string | number | boolean | null | undefined>;

/**
 * Builds the request URL from a query key: string/number parts are joined with "/", a trailing object
 * becomes the query string. `['/api/users', id]` -> `/api/users/<id>`;
 * `['/api/dashboard/stats', { days: 30 }]` -> `/api/dashboard/stats?days=30`.
 */
export function urlFromQueryKey(queryKey: readonly unknown[]): string {
  const path: string[] = [];
  const params = new URLSearchParams();
  for (const part of queryKey as readonly QueryKeyPart[]) {
    if (part === null || part === undefined || part === false) continue;
    if (typeof part === 'object') {
      for (const [key, value] of Object.entries(part)) {
        if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
      }
      continue;
    }
    path.push(String(part));
  }
  const query = params.toString();
  return path.join('/').replace(/(?<!:)\/{2,}/g, '/') + (query ? `?${query}` : '');
}

export type UnauthorizedBehavior = 'throw' | 'returnNull';

/** The read side (spec section 7): GET the URL named by the query key; a 401 throws or yields null. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(urlFromQueryKey(queryKey), {
      credentials: 'include',
      headers: { Accept: 'application/json' },
      signal,
    });
    if (options.on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return readJson<T>(res);
  };
}
