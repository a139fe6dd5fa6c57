import { UnreadableRequestError } from "@/server/domain/errors";
import { assertStorableText } from "./unstorable-text";

/**
 * JSON text that arrived in a request (a body, the multipart `data` part): 400 BOOKING_001
 * when it is not JSON, 422 on the dot paths of any text the database cannot store.
 */
export function parseJsonText(text: string, notJsonMessage = "The request body is not valid JSON."): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    throw new UnreadableRequestError(notJsonMessage);
  }
  assertStorableText([["", value]]);
  return value;
}
