import { authenticate } from "@/server/platform/auth/authenticate";
import { createCheckinLink } from "@/server/checkin/create-checkin-link";
import type { Database } from "@/server/platform/db/database";
import { DEMO_KEYS } from "./demo";

/**
 * A recorded check-in link of a booking, made as the API makes it (createCheckinLink) by the
 * holder of an API key (the demo's all-scope key unless told), so tests use real, revocable links.
 */
export async function mintCheckinLink(
  db: Database,
  bookingCode: string,
  options: { tenantId?: string; key?: string } = {},
): Promise<{ url: string; short_url: string; token: string; expires_at: string }> {
  const request = new Request("http://localhost/", { headers: { authorization: `Bearer ${options.key ?? DEMO_KEYS.all}` } });
  const ctx = await authenticate(db, request);
  return createCheckinLink({
    db,
    ctx,
    input: { tenantId: options.tenantId ?? "hanoi-old-quarter", bookingCode, origin: "http://localhost" },
  });
}
