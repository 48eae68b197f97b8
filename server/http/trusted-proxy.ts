import net from 'node:net';

/**
 * Which reverse proxies the server believes about a request's client (TRUST_PROXY). A client writes whatever it
 * likes into X-Forwarded-For; only the entries that proxies we trust appended can be believed, and they are at the
 * right-hand end. So the address is read from the right: past the socket's peer and each trusted proxy, and the
 * first entry no trusted proxy could have written is the client. Rate limits, session records, request ids and
 * HTTPS detection all go through this one rule (server/app.ts hands it to Fastify, which reads request.ip and
 * request.protocol through it).
 *
 * - `false`: no proxy; the socket's peer is the client and X-Forwarded-* headers are ignored.
 * - a number of hops (`true` is 1): that many proxies stand in front, whatever their addresses. The app must then be
 *   reachable only through them, or a direct client could pose as the last proxy.
 * - a list of proxy addresses and CIDR ranges: a hop is skipped only when its address is on the list, so the server
 *   may also be reached directly (such clients' headers are ignored).
 */
export type TrustProxy = boolean | number | readonly string[];

/** Whether the hop'th address (0: the socket's peer, 1: the rightmost X-Forwarded-For entry...) is a trusted proxy. */
export type ProxyTrust = (address: string, hop: number) => boolean;

/** Named ranges, as in proxy-addr (the semantics Fastify documents for trustProxy). */
const NAMED_RANGES: Record<string, readonly string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** The most hops a setting may name: more proxies than this in one chain is a typo, not a deployment. */
export const MAX_PROXY_HOPS = 10;

const TRUST_PROXY_FORMAT =
  'must be false, true (one proxy in front), a number of proxies in front such as 2, or the proxies\' addresses and CIDR ranges separated by commas, such as "10.0.0.1,10.0.0.0/8"';

/** An address with an optional prefix length, or why it is not one. */
function entryProblem(entry: string): string | undefined {
  if (NAMED_RANGES[entry]) return undefined;
  const [address = '', prefix, extra] = entry.split('/');
  const family = net.isIP(address);
  // A zone index (fe80::1%eth0) names an interface of one machine, never a proxy's address on the wire.
  if (family === 0 || address.includes('%') || extra !== undefined) return `"${entry}" is not an IP address`;
  if (prefix === undefined) return undefined;
  const bits = family === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > bits)
    return `"${entry}" has a prefix length that is not 0 to ${bits}`;
  return undefined;
}

/**
 * Reads TRUST_PROXY: "false" (or unset), "true", a whole number of hops, or a comma-separated list of addresses,
 * CIDR ranges and the names loopback, linklocal, uniquelocal. Throws a sentence naming what is wrong.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops === 0) return false;
    if (hops > MAX_PROXY_HOPS) throw new Error(`must be at most ${MAX_PROXY_HOPS} proxies in front (not ${hops})`);
    return hops;
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const problems = entries.flatMap((entry) => entryProblem(entry) ?? []);
  if (entries.length === 0 || problems.length > 0)
    throw new Error(problems.length > 0 ? `${TRUST_PROXY_FORMAT} (${problems.join('; ')})` : TRUST_PROXY_FORMAT);
  return entries;
}

/** A matcher for a list of addresses and ranges (IPv4-mapped IPv6 addresses match their IPv4 entries). */
function addressMatcher(entries: readonly string[]): (address: string) => boolean {
  const list = new net.BlockList();
  for (const entry of entries.flatMap((item) => NAMED_RANGES[item] ?? [item])) {
    const [address = '', prefix] = entry.split('/');
    const family = net.isIPv4(address) ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return (address) => {
    const family = net.isIP(address);
    return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
  };
}

/**
 * The setting as the function Fastify's trustProxy option takes (proxy-addr calls it for each hop from the socket
 * leftwards and stops at the first untrusted one, which becomes request.ip), or false without proxies. Never a bare
 * `true`: Fastify would then trust every hop and take the leftmost entry, the one the client wrote.
 */
export function proxyTrust(setting: TrustProxy): ProxyTrust | false {
  if (setting === false || setting === 0) return false;
  if (setting === true || typeof setting === 'number') {
    const hops = setting === true ? 1 : setting;
    return (_address, hop) => hop < hops;
  }
  const trusted = addressMatcher(setting);
  return (address) => trusted(address);
}
