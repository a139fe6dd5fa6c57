import http from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedDelivery {
  headers: Record<string, string>;
  body: string;
}

/**
 * A real HTTP receiver on 127.0.0.1 for webhook tests. `answer` picks the status of each
 * request (by its 1-based number); `holdMs` delays answers, to make a sender time out.
 */
export async function startWebhookReceiver(
  options: { answer?: (requestNumber: number, delivery: ReceivedDelivery) => number; holdMs?: number } = {},
): Promise<{ url: string; received: ReceivedDelivery[]; close(): Promise<void> }> {
  const received: ReceivedDelivery[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const delivery = {
        headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)])),
        body: Buffer.concat(chunks).toString("utf8"),
      };
      received.push(delivery);
      const status = options.answer?.(received.length, delivery) ?? 204;
      const reply = () => response.writeHead(status).end();
      if (options.holdMs) setTimeout(reply, options.holdMs);
      else reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
