import type { ApiError as ServerErrorBody } from '@common/schemas/errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The server's error answer, `{ message, code, issues? }`. `code` is the stable machine-readable name of
 * the error (e.g. "email_taken", "session_full"); it is optional here so answers from an older server,
 * or from a proxy in front of it, still parse.
 */
export type ApiErrorBody = Omit<ServerErrorBody, 'code'> & { code?: string };

/**
 * A non-ok answer from the API. `message` is "<status>: <body text or status text>" (docs/product.md,
 * "Errors"). `body` holds the parsed `{ message, code, issues? }` when the server answered in its JSON
 * error shape, so screens can show the human sentence, map field issues and branch on `code`.
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

  /** The server's stable error code, when it sent one: branch on this, never on the sentence. */
  get code(): string | undefined {
    return this.body?.code;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

type Issue = NonNullable<ApiErrorBody['issues']>[number];

const isIssue = (value: unknown): value is Issue =>
  isRecord(value) && typeof value.path === 'string' && typeof value.message === 'string';

/**
 * Reads the `{ message, code, issues? }` shape by hand rather than with common/'s zod schema: this module
 * is in the first download of every page, and zod would add ~50 kB gzipped to it. A body without a
 * string `message`, or with malformed issues, is not the server's error shape.
 */
function toErrorBody(value: unknown): ApiErrorBody | undefined {
  if (!isRecord(value) || typeof value.message !== 'string') return undefined;
  if (value.issues !== undefined && !(Array.isArray(value.issues) && value.issues.every(isIssue))) return undefined;
  const body: ApiErrorBody = { message: value.message };
  if (typeof value.code === 'string') body.code = value.code;
  if (value.issues !== undefined) body.issues = value.issues as Issue[];
  return body;
}

function parseErrorBody(text: string): ApiErrorBody | undefined {
  if (!text) return undefined;
  try {
    return toErrorBody(JSON.parse(text));
  } catch {
    return undefined;
  }
}

/** Throws an ApiError for any non-ok response; the body is read once here so callers never see it half-consumed. */
async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text();
  throw new ApiError(res.status, text || res.statusText, parseErrorBody(text));
}

async function readJson<T>(res: Response): Promise<T> {
  // 204 and empty 201s carry no body; callers that expect none type T as void/undefined.
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

type PathPart = string | number;

/**
 * Builds an API path with every interpolated part escaped: ids come from the address bar or from data,
 * so they may hold anything. `apiPath\`/api/users/${id}/recommendations\``.
 */
export function apiPath(strings: TemplateStringsArray, ...parts: PathPart[]): string {
  return strings.reduce(
    (path, text, i) => path + text + (i < parts.length ? encodeURIComponent(String(parts[i])) : ''),
    '',
  );
}

type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** `?a=1&b=x` from the params that are set (null, undefined and '' are left out); '' when none are. */
function queryString(query: QueryParams | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export interface ApiRequestOptions {
  /** Query parameters; unset ones are left out. */
  query?: QueryParams;
  /** Cancels the request (TanStack Query passes one to every queryFn). */
  signal?: AbortSignal;
}

/**
 * The one way the client talks to the API: cookies always included, JSON in and out.
 * Resolves with the parsed JSON answer (undefined for an empty body); rejects with ApiError when not ok.
 */
export async function apiRequest<T = unknown>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: ApiRequestOptions = {},
): Promise<T> {
  return readJson<T>(await send(method, path, body, options));
}

/** Sends the request and throws ApiError unless the answer is ok; the body is left for the caller to read. */
async function send(method: HttpMethod, path: string, body: unknown, options: ApiRequestOptions): Promise<Response> {
  const res = await fetch(path + queryString(options.query), {
    method,
    credentials: 'include',
    headers:
      body === undefined
        ? { Accept: 'application/json' }
        : { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: options.signal,
  });
  await throwIfResNotOk(res);
  return res;
}

/** One page of a paged list: its items, and how many the whole list holds when the server says (X-Total-Count). */
export interface ListPage<T> {
  items: T[];
  total: number | undefined;
}

/**
 * GET of a list the server pages (`?limit=&offset=`): the array it answers and its X-Total-Count header. Without
 * the header (a server that answers the whole list) the total is unknown, and the caller asks for no more pages.
 */
export async function apiListPage<T>(path: string, options: ApiRequestOptions = {}): Promise<ListPage<T>> {
  const res = await send('GET', path, undefined, options);
  const header = res.headers.get('X-Total-Count');
  const total = header === null ? Number.NaN : Number(header);
  return { items: (await readJson<T[] | undefined>(res)) ?? [], total: Number.isInteger(total) ? total : undefined };
}
