import http from "node:http";
import https from "node:https";
import type { IncomingMessage } from "node:http";

// Route handlers get a Request: headers, no socket. `next start` fills X-Forwarded-For from the
// socket only when the request has none (`??=` in next/dist/server/base-server.js), so that
// header is whatever the client chose to write. This layer writes the connection's own address
// into a header of ours on every request, before Next.js reads the headers, replacing any copy
// the client sent: the one header a client cannot choose.

/** The header this layer writes; a client's own copy is overwritten (or removed). */
export const SOCKET_ADDRESS_HEADER = "x-lodging-socket-address";

/** Process-wide, since Next.js bundles instrumentation and route handlers apart. */
const INSTALLED = Symbol.for("lodging.socket-address-header");
const flags = globalThis as typeof globalThis & { [INSTALLED]?: boolean };

/** Whether this process stamps every request, so the header can be believed. */
export function socketAddressHeaderInstalled(): boolean {
  return flags[INSTALLED] === true;
}

/**
 * Stamps the socket's address on every request the process's HTTP(S) servers receive, existing
 * servers included (the 'request' event goes through the prototype's `emit`). Called first in
 * instrumentation.ts, which Next.js runs before it serves anything. Idempotent.
 */
export function installSocketAddressHeader(): void {
  if (socketAddressHeaderInstalled()) return;
  for (const Server of [http.Server, https.Server]) {
    const emit = Server.prototype.emit as (this: unknown, event: string | symbol, ...args: unknown[]) => boolean;
    Server.prototype.emit = function emitStamped(this: unknown, event: string | symbol, ...args: unknown[]): boolean {
      if (event === "request") stamp(args[0] as IncomingMessage);
      return emit.call(this, event, ...args);
    } as typeof Server.prototype.emit;
  }
  flags[INSTALLED] = true;
}

function stamp(request: IncomingMessage): void {
  const address = request.socket?.remoteAddress;
  if (address) request.headers[SOCKET_ADDRESS_HEADER] = address;
  else delete request.headers[SOCKET_ADDRESS_HEADER];
}
