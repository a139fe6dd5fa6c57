import { bookingPathSchema } from "@/server/bookings/schemas";
import { STAGE_IDENTITY_IMAGE_LIMITS, stageIdentityImage } from "@/server/documents/stage-identity-image";
import { apiRoute } from "@/server/platform/http/api-route";
import { jsonResponse } from "@/server/platform/http/json";
import { parseParams } from "@/server/platform/http/parse-input";
import { readMultipart } from "@/server/platform/http/read-multipart";

/**
 * Stage an ID photo (extension): one file part named `file`, checked as Update Booking's photos
 * are, kept for that booking and this credential until an Update Booking names its id in
 * `identity_image_ids`, at most 24 hours. A retry with the same Idempotency-Key and the same
 * bytes answers the first photo again instead of staging a second.
 */
export const POST = apiRoute(
  { scope: "bookings:write", allowCheckinToken: true, idempotency: "in-handler", cost: "upload" },
  async ({ request, params, ctx, db, idempotently }) => {
    const path = parseParams(bookingPathSchema, params);
    const form = await readMultipart(request, STAGE_IDENTITY_IMAGE_LIMITS);
    return idempotently(
      form.files.map((file) => `${file.field}=${file.sha256}`),
      async () => {
        const staged = await stageIdentityImage({
          db,
          ctx,
          input: { tenantId: path.tenant_id, bookingCode: path.booking_id, files: form.files },
        });
        return jsonResponse({ success: true, data: staged }, { status: 201 });
      },
    );
  },
);
