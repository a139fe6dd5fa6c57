import { UnreadableBodyError } from "./errors";

/**
 * The JSON body of a request, or 400 BOOKING_001 when it cannot be read at all (wrong
 * content type, malformed JSON). An empty body reads as `{}` so "no body" operations accept it.
 */
export async function readJsonBody(request: Request): Promise<unknown> {
  const text = await request.text().catch(() => {
    throw new UnreadableBodyError();
  });
  if (text.trim() === "") return {};
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/(.+\+)?json\b/i.test(type)) {
    throw new UnreadableBodyError("The request body must be JSON (Content-Type: application/json).");
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new UnreadableBodyError("The request body is not valid JSON.");
  }
}
