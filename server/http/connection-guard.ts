import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Keeps one client from holding the server's connections. `MAX_CONNECTIONS` bounds them all, and Node's time-outs
 * only start once a request begins; an outside test held 20 idle TCP connections that never sent a byte and
 * locked every other client out. So each connection must send its first byte within requestLineTimeoutMs, and no
 * client address may hold more than maxPerClient at once.
 *
 * Behind a reverse proxy every connection comes from the proxy's address: connections from a trusted proxy are not
 * capped (it carries many clients, and must limit each of them itself), while direct connections still are.
 */
export interface ConnectionGuardOptions {
  /** Connections one peer address may hold at once; 0: no cap. */
  maxPerClient: number;
  /** A connection that has sent nothing after this long is closed; 0: never. */
  requestLineTimeoutMs: number;
  /** Peers exempt from the cap: the trusted proxies. */
  isTrustedProxy: (address: string) => boolean;
}

export function guardConnections(server: Server, options: ConnectionGuardOptions): void {
  const { maxPerClient, requestLineTimeoutMs, isTrustedProxy } = options;
  const held = new Map<string, number>();

  /** Counts the socket against its address; false when the address already holds its share. */
  function admit(socket: Socket): boolean {
    const address = socket.remoteAddress;
    if (maxPerClient === 0 || !address || isTrustedProxy(address)) return true;
    const open = held.get(address) ?? 0;
    if (open >= maxPerClient) return false;
    held.set(address, open + 1);
    socket.once('close', () => {
      const left = (held.get(address) ?? 1) - 1;
      if (left > 0) held.set(address, left);
      else held.delete(address);
    });
    return true;
  }

  server.on('connection', (socket: Socket) => {
    if (!admit(socket)) {
      socket.destroy();
      return;
    }
    if (requestLineTimeoutMs === 0) return;
    // bytesRead counts what reached the socket even though Node's HTTP parser reads it natively; once a byte has
    // come, the headers, request and keep-alive time-outs take over.
    const timer = setTimeout(() => {
      if (socket.bytesRead === 0) socket.destroy();
    }, requestLineTimeoutMs);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  });
}
