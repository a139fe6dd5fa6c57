import http from "node:http";

/**
 * A webhook receiver on a fixed loopback port that can go down (connections refused) and come
 * back, counting every delivery by its webhook-id and attempt.
 */
export function faultReceiver(port: number) {
  const deliveries: { id: string; attemptAt: number }[] = [];
  let server: http.Server | undefined;
  const up = () =>
    new Promise<void>((resolve) => {
      server = http.createServer((request, response) => {
        request.resume();
        request.on("end", () => {
          deliveries.push({ id: String(request.headers["webhook-id"]), attemptAt: Date.now() });
          response.writeHead(204).end();
        });
      });
      server.listen(port, "127.0.0.1", () => resolve());
    });
  const down = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.closeAllConnections();
      server.close(() => resolve());
      server = undefined;
    });
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    up,
    down,
    deliveries,
    uniqueIds: () => new Set(deliveries.map((delivery) => delivery.id)),
  };
}

/** Polls until `done` or the deadline; true when done. */
export async function waitUntil(done: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await done()) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return done();
}
