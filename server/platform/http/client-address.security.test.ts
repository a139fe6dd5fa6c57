import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clientAddress, trustProxyProblem } from "./client-address";
import { installSocketAddressHeader, SOCKET_ADDRESS_HEADER } from "./socket-address";

// Which client the desk's sign-in lock counts. `next start` passes a client-written
// X-Forwarded-For through unchanged (it fills the header from the socket only when absent),
// so the header names the client only through proxies the operator declares in TRUST_PROXY;
// without them the client is the connection, whose address a layer of ours stamps.

afterEach(() => vi.unstubAllEnvs());

const requestWith = (forwardedFor?: string, socket = "192.0.2.200") =>
  new Request("http://localhost/api/desk/session", {
    headers: { [SOCKET_ADDRESS_HEADER]: socket, ...(forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor }) },
  });

/**
 * What a handler behind a real node:http server sees of the header, for a request sending
 * `headers`. The server is made before the layer is installed, as `next start` makes its server
 * before it runs instrumentation.ts.
 */
async function stampedOver(headers: Record<string, string>): Promise<string | undefined> {
  const server = http.createServer((request, response) => response.end(String(request.headers[SOCKET_ADDRESS_HEADER])));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  installSocketAddressHeader();
  try {
    const { port } = server.address() as AddressInfo;
    return await (await fetch(`http://127.0.0.1:${port}/`, { headers })).text();
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe("client address", () => {
  // First: nothing in this file has installed the layer yet.
  it("believes no socket-address header in a process that does not stamp it (a client could have written it)", () => {
    expect(clientAddress(requestWith())).toBeNull();
  });

  it("stamps the connection's own address over any copy of the header the client wrote, on a server already listening", async () => {
    expect(await stampedOver({ [SOCKET_ADDRESS_HEADER]: "198.51.100.9", "x-forwarded-for": "198.51.100.9" })).toBe("127.0.0.1");
  });

  it("lets no client-written X-Forwarded-For choose the client without TRUST_PROXY: the connection is the client", () => {
    installSocketAddressHeader();
    for (const forged of [undefined, "203.0.113.7", "198.51.100.1, 203.0.113.7", "unknown"]) {
      expect(clientAddress(requestWith(forged))).toBe("192.0.2.200");
    }
    vi.stubEnv("TRUST_PROXY", "0");
    expect(clientAddress(requestWith("203.0.113.7"))).toBe("192.0.2.200");
    expect(clientAddress(requestWith(undefined, "2001:db8:1:2::1"))).toBe("2001:db8:1:2::/64");
  });

  it("with TRUST_PROXY=1, takes the entry the proxy appended and ignores what the client wrote before it", () => {
    vi.stubEnv("TRUST_PROXY", "1");
    expect(clientAddress(requestWith("203.0.113.7"))).toBe("203.0.113.7");
    expect(clientAddress(requestWith("198.51.100.1, 192.0.2.44, 203.0.113.7"))).toBe("203.0.113.7");
    expect(clientAddress(requestWith("203.0.113.7:51234"))).toBe("203.0.113.7");
    expect(clientAddress(requestWith("::ffff:203.0.113.7"))).toBe("203.0.113.7");
  });

  it("with TRUST_PROXY=2, takes the address the outer proxy saw, not the inner proxy's own", () => {
    vi.stubEnv("TRUST_PROXY", "2");
    expect(clientAddress(requestWith("198.51.100.1, 203.0.113.7, 10.0.0.5"))).toBe("203.0.113.7");
  });

  it("names no client for a request with fewer entries than trusted proxies (it went round them)", () => {
    vi.stubEnv("TRUST_PROXY", "2");
    expect(clientAddress(requestWith("203.0.113.7"))).toBeNull();
    expect(clientAddress(requestWith())).toBeNull();
  });

  it("names no client for an entry that is not an address, rather than one shared 'unknown' client", () => {
    vi.stubEnv("TRUST_PROXY", "1");
    for (const entry of ["unknown", "", "203.0.113.7, ", "not-an-ip", "_hidden"]) {
      expect(clientAddress(requestWith(entry))).toBeNull();
    }
  });

  it("counts an IPv6 client as its /64, so one host cannot be a fresh client at each of its addresses", () => {
    vi.stubEnv("TRUST_PROXY", "1");
    const first = clientAddress(requestWith("2001:db8:1:2::1"));
    expect(first).toBe("2001:db8:1:2::/64");
    expect(clientAddress(requestWith("[2001:db8:1:2:ffff:ffff:ffff:fffe]:443"))).toBe(first);
    expect(clientAddress(requestWith("2001:db8:1:3::1"))).not.toBe(first);
  });

  it("reports a TRUST_PROXY that is not a count of proxies, and trusts no forwarded header then", () => {
    expect(trustProxyProblem()).toBeUndefined();
    for (const valid of ["0", "1", "3"]) {
      vi.stubEnv("TRUST_PROXY", valid);
      expect(trustProxyProblem()).toBeUndefined();
    }
    installSocketAddressHeader();
    for (const invalid of ["true", "-1", "11", "1.5", "loopback"]) {
      vi.stubEnv("TRUST_PROXY", invalid);
      expect(trustProxyProblem()).toMatch(/^TRUST_PROXY must be the number of proxies/);
      expect(clientAddress(requestWith("203.0.113.7"))).toBe("192.0.2.200");
    }
  });
});
