import { vi } from 'vitest';
import type { ApiErrorBody, HttpMethod } from '@/lib/api-client';
import type { ErrorCode } from '@common/error-codes';

/** One request as the fake API saw it. */
export interface FakeRequest {
  method: string;
  /** The path without its query string, e.g. "/api/dashboard/stats". */
  path: string;
  /** The query parameters, e.g. { days: '30' }; {} when there are none. */
  query: Record<string, string>;
  /** The parsed JSON body; undefined when none was sent. */
  body: unknown;
  headers: Headers;
  credentials: RequestCredentials | undefined;
}

/** What a route answers: a status (200 unless given) with a JSON body, or a plain-text body, and any headers. */
export type FakeAnswer = { status?: number; statusText?: string; headers?: Record<string, string> } & (
  { body?: unknown } | { text: string }
);

/** Answers from the request; may return a promise the test settles later, to hold a request in flight. */
export type FakeHandler = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

interface Route {
  method: HttpMethod;
  path: string;
  query: Record<string, string> | undefined;
  answer: FakeHandler;
}

export interface RouteOptions {
  /** Answer only requests whose query has these parameters (others may be present too). */
  query?: Record<string, string>;
}

/** A JSON answer, 200 unless told otherwise. */
export function answer(body: unknown, status = 200): FakeAnswer {
  return { status, body };
}

/** An error in the server's shape: `{ message, code, issues? }`. */
export function apiError(status: number, error: ApiErrorBody & { code: ErrorCode }): FakeAnswer {
  return { status, body: error };
}

/**
 * A stand-in for the server in component tests: routes answer by method and path (and, when a route
 * asks for it, query parameters), every request is recorded, and a request no route answers gets the
 * server's own 404 (`route_not_found`). The real `apiRequest` runs against it, through `fetch`.
 * A route added later wins over an earlier one for the same request, so a test can change an answer
 * half-way (e.g. the lists after a join).
 */
export class FakeApi {
  readonly calls: FakeRequest[] = [];
  readonly #routes: Route[] = [];

  on(method: HttpMethod, path: string, reply: FakeAnswer | FakeHandler, options: RouteOptions = {}): this {
    this.#routes.unshift({
      method,
      path,
      query: options.query,
      answer: typeof reply === 'function' ? reply : () => reply,
    });
    return this;
  }

  get(path: string, reply: FakeAnswer | FakeHandler, options?: RouteOptions): this {
    return this.on('GET', path, reply, options);
  }

  post(path: string, reply: FakeAnswer | FakeHandler, options?: RouteOptions): this {
    return this.on('POST', path, reply, options);
  }

  patch(path: string, reply: FakeAnswer | FakeHandler, options?: RouteOptions): this {
    return this.on('PATCH', path, reply, options);
  }

  delete(path: string, reply: FakeAnswer | FakeHandler, options?: RouteOptions): this {
    return this.on('DELETE', path, reply, options);
  }

  /** The recorded requests for one method and path, in the order they were made. */
  callsTo(method: HttpMethod, path: string): FakeRequest[] {
    return this.calls.filter((call) => call.method === method && call.path === path);
  }

  /** The `fetch` replacement. */
  readonly fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const request = recordedRequest(input, init);
    this.calls.push(request);
    const route = this.#routes.find((candidate) => matches(candidate, request));
    const reply = route
      ? await whileNotAborted(Promise.resolve(route.answer(request)), init.signal)
      : apiError(404, { message: `No route for ${request.method} ${request.path}`, code: 'route_not_found' });
    return toResponse(reply);
  };
}

function recordedRequest(input: RequestInfo | URL, init: RequestInit): FakeRequest {
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const url = new URL(href, 'http://localhost');
  const text = typeof init.body === 'string' ? init.body : undefined;
  return {
    method: (init.method ?? 'GET').toUpperCase(),
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    body: text ? (JSON.parse(text) as unknown) : undefined,
    headers: new Headers(init.headers),
    credentials: init.credentials,
  };
}

function matches(route: Route, request: FakeRequest): boolean {
  if (route.method !== request.method || route.path !== request.path) return false;
  return Object.entries(route.query ?? {}).every(([key, value]) => request.query[key] === value);
}

/** Rejects like the real fetch when the caller aborts while the answer is still pending. */
function whileNotAborted<T>(pending: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return pending;
  const aborted = () => new DOMException('The operation was aborted.', 'AbortError');
  if (signal.aborted) return Promise.reject(aborted());
  return new Promise<T>((resolve, reject) => {
    signal.addEventListener('abort', () => reject(aborted()), { once: true });
    pending.then(resolve, reject);
  });
}

function toResponse(reply: FakeAnswer): Response {
  const init = { status: reply.status ?? 200, statusText: reply.statusText, headers: reply.headers };
  if ('text' in reply) return new Response(reply.text, init);
  if (reply.body === undefined) return new Response(null, init);
  return new Response(JSON.stringify(reply.body), {
    ...init,
    headers: { 'Content-Type': 'application/json', ...reply.headers },
  });
}

/** Puts a fresh fake API in place of `fetch` for the current test; test/setup.ts restores `fetch` after each test. */
export function installFakeApi(): FakeApi {
  const api = new FakeApi();
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  return api;
}

/** A promise with its resolve function outside, to hold a request in flight while the test looks. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
