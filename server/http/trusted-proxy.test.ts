import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignInSession } from '../../common/schemas/account';
import { buildApp } from '../app';
import { readEnv } from '../env';
import { DEFAULT_RATE_LIMITS } from '../infra/rate-limits/rate-limits';
import { SESSION_COOKIE } from '../modules/accounts/auth';
import { createTestApp, uniqueEmail, type TestApp } from '../test/test-app';
import { testEngine } from '../test/test-database';
import { parseTrustProxy, proxyTrust, type TrustProxy } from './trusted-proxy';

/**
 * Item 6 of the outside security test: with TRUST_PROXY=true the server took the leftmost X-Forwarded-For entry as
 * the client's address, which the client writes itself, so 40 signups got past a budget of 10 by changing it. Now
 * the address is read from the right, past the proxies the setting trusts, for rate limits, session records, request
 * ids and HTTPS alike. Every case goes over real HTTP to a listening app on loopback: the socket's peer is 127.0.0.1,
 * which plays the proxy in front.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const SIGNUP_BUDGET = DEFAULT_RATE_LIMITS.signup.max;

/** The app on the test database behind the given proxy setting, with the default request budgets unless told, listening. */
async function behind(trustProxy: TrustProxy, budgets = true): Promise<{ app: FastifyInstance; port: number }> {
  const rateLimits = budgets ? structuredClone(DEFAULT_RATE_LIMITS) : undefined;
  const app = await buildApp({ database: t.database, trustProxy, rateLimits });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { app, port: address.port };
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function send(
  port: number,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...options.headers },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

const signUpVia = (port: number, forwardedFor: string) =>
  send(port, 'POST', '/api/users', {
    body: { email: uniqueEmail('proxied'), fullName: 'Proxied Person', skills: [] },
    headers: { 'x-forwarded-for': forwardedFor },
  });

/** Statuses of 40 signups whose leftmost X-Forwarded-For entries all differ, as a client rotating them sends. */
async function rotatingSignups(port: number, rest: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 40; i += 1) statuses.push((await signUpVia(port, `198.18.${i}.${i + 1}, ${rest}`)).status);
  return statuses;
}

const count = (statuses: number[], status: number) => statuses.filter((item) => item === status).length;

/** The address recorded for the session a signup answered with (the account page lists it). */
async function recordedAddress(port: number, signup: Answer): Promise<string | null> {
  const cookie = [signup.headers['set-cookie'] ?? []]
    .flat()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error(`the signup set no session cookie: ${signup.status} ${signup.body}`);
  const sessions = JSON.parse((await send(port, 'GET', '/api/account/sessions', { headers: { cookie } })).body) as
    SignInSession[] | undefined;
  return sessions?.find((session) => session.current)?.ipAddress ?? null;
}

describe(`forwarded-for trust (item 6, ${testEngine})`, () => {
  it('with one proxy, 40 signups rotating the leftmost entry get only the budget of the address the proxy added', async () => {
    const server = await behind(true);
    try {
      const statuses = await rotatingSignups(server.port, '203.0.113.9');
      expect(count(statuses, 201)).toBe(SIGNUP_BUDGET);
      expect(count(statuses, 429)).toBe(40 - SIGNUP_BUDGET);
      // The budget is that client's, not everyone's: another address the proxy adds still signs up...
      const other = await signUpVia(server.port, '203.0.113.10');
      expect(other.status).toBe(201);
      // ...and its session records the address the proxy added, not an entry the client wrote.
      const spoofed = await signUpVia(server.port, '6.6.6.6, 203.0.113.11');
      expect(await recordedAddress(server.port, spoofed)).toBe('203.0.113.11');
    } finally {
      await server.app.close();
    }
  });

  it('with two hops, the second entry from the right is the client', async () => {
    const server = await behind(2);
    try {
      const statuses = await rotatingSignups(server.port, '198.51.100.7, 10.0.0.2');
      expect(count(statuses, 201)).toBe(SIGNUP_BUDGET);
      // A different client behind the same two proxies has a budget of its own and is recorded as itself.
      const other = await signUpVia(server.port, '6.6.6.6, 198.51.100.8, 10.0.0.2');
      expect(other.status).toBe(201);
      expect(await recordedAddress(server.port, other)).toBe('198.51.100.8');
    } finally {
      await server.app.close();
    }
  });

  it('with an address list, trusted hops are skipped and entries left of the first untrusted one ignored', async () => {
    const server = await behind(['127.0.0.1', '10.0.0.0/8']);
    try {
      // 10.4.5.6 is a listed proxy, 198.51.100.20 is not: it is the client, and what it wrote on the left is not read.
      const statuses = await rotatingSignups(server.port, '198.51.100.20, 10.4.5.6');
      expect(count(statuses, 201)).toBe(SIGNUP_BUDGET);
      const other = await signUpVia(server.port, '10.9.9.9, 198.51.100.21, 10.4.5.6');
      expect(other.status).toBe(201);
      expect(await recordedAddress(server.port, other)).toBe('198.51.100.21');
    } finally {
      await server.app.close();
    }
  });

  it('ignores every forwarded header from a peer that is not a listed proxy', async () => {
    const server = await behind(['10.0.0.0/8']);
    try {
      // The socket's peer (127.0.0.1) is not on the list, so it is the client whatever the header says.
      const statuses: number[] = [];
      for (let i = 0; i < SIGNUP_BUDGET + 2; i += 1)
        statuses.push((await signUpVia(server.port, `198.51.100.${i + 30}, 10.0.0.2`)).status);
      expect(count(statuses, 201)).toBe(SIGNUP_BUDGET);
      const health = await send(server.port, 'GET', '/api/health', {
        headers: { 'x-forwarded-proto': 'https', 'x-request-id': 'from-anyone' },
      });
      expect(health.headers['strict-transport-security']).toBeUndefined();
      expect(health.headers['x-request-id']).not.toBe('from-anyone');
    } finally {
      await server.app.close();
    }
  });

  it('believes HTTPS and the request id from a trusted proxy', async () => {
    for (const setting of [true, 2, ['loopback']] as TrustProxy[]) {
      const server = await behind(setting);
      try {
        const health = await send(server.port, 'GET', '/api/health', {
          headers: { 'x-forwarded-proto': 'https', 'x-request-id': 'from-proxy', 'x-forwarded-for': '203.0.113.5' },
        });
        expect(health.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
        expect(health.headers['x-request-id']).toBe('from-proxy');
      } finally {
        await server.app.close();
      }
    }
  });

  it('without a proxy, a session records the socket address, never a forwarded one the client wrote', async () => {
    // Without budgets: on PostgreSQL every app on the database shares them, and 127.0.0.1 spent its budget above.
    const server = await behind(false, false);
    try {
      const signup = await signUpVia(server.port, '6.6.6.6');
      expect(signup.status).toBe(201);
      expect(await recordedAddress(server.port, signup)).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    } finally {
      await server.app.close();
    }
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default and reads true, a number of hops or a list of addresses and ranges', () => {
    expect(readEnv({}).trustProxy).toBe(false);
    expect(readEnv({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(readEnv({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(readEnv({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(readEnv({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(readEnv({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('stops the start with a sentence for a value it cannot read', () => {
    expect(() => readEnv({ TRUST_PROXY: 'yes' })).toThrowError(/TRUST_PROXY="yes": must be false, true \(one proxy/);
    expect(() => readEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrowError(/"10.0.0.0\/33" has a prefix length/);
    expect(() => readEnv({ TRUST_PROXY: '10.0.0.1,proxy.example' })).toThrowError(
      /"proxy.example" is not an IP address/,
    );
    expect(() => readEnv({ TRUST_PROXY: '50' })).toThrowError(/must be at most 10 proxies in front/);
    expect(() => parseTrustProxy(',')).toThrowError(/must be false, true/);
  });

  it('trusts hops by count, or addresses by the list (IPv4-mapped IPv6 included)', () => {
    const one = proxyTrust(true);
    const two = proxyTrust(2);
    const listed = proxyTrust(['10.0.0.0/8', '::1']);
    expect(proxyTrust(false)).toBe(false);
    if (!one || !two || !listed) throw new Error('expected trust functions');
    expect([one('1.2.3.4', 0), one('1.2.3.4', 1)]).toEqual([true, false]);
    expect([two('1.2.3.4', 1), two('1.2.3.4', 2)]).toEqual([true, false]);
    expect(
      ['10.1.2.3', '::ffff:10.1.2.3', '::1', '11.0.0.1', '127.0.0.1', 'not-an-address'].map((a) => listed(a, 0)),
    ).toEqual([true, true, true, false, false, false]);
  });
});
