// After a 413 the app answers at once, but the client may still be sending. Next.js pushes a
// request's bytes into the web stream without backpressure, and cancelling that stream mid-upload
// makes the server reset the connection: the client, still writing, then loses the answer (4 of
// 10 Node.js clients streaming 5 MB got ECONNRESET instead of the 413). So the rest of a refused
// body is read and dropped, never kept, for a bounded while (nginx's "lingering close"), and
// only a client that keeps sending past that bound is cut off.

/** How much more of a refused body is read, and for how long, before the stream is cancelled. */
export const LINGER_BYTES = 8 * 1024 * 1024;
export const LINGER_MS = 5_000;

/** Reads the rest of a refused body and drops it, within the bounds; never awaited by the answer. */
export function discardRefusedBody(reader: ReadableStreamDefaultReader<Uint8Array>): void {
  const cancel = () => void reader.cancel().catch(() => undefined);
  const timer = setTimeout(cancel, LINGER_MS);
  timer.unref?.();
  void (async () => {
    let dropped = 0;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        dropped += value?.byteLength ?? 0;
        if (dropped > LINGER_BYTES) return cancel();
      }
    } catch {
      // The client went away, or the timer cancelled the stream: nothing left to drop.
    } finally {
      clearTimeout(timer);
    }
  })();
}
