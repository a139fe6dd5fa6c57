import { registerAvailabilityPaths } from "@/server/availability/openapi-paths";
import { registerCreateBookingPath } from "@/server/bookings/create-booking/openapi-path";
import { registerBookingPaths } from "@/server/bookings/openapi-paths";
import { registerBookingWritePaths } from "@/server/bookings/openapi-write-paths";
import { registerPublicFilePaths } from "@/server/documents/openapi-paths";
import { registerPaymentPaths } from "@/server/payments/openapi-paths";
import { registerRefundPaths } from "@/server/payments/refund-openapi-paths";
import { generateOpenApiDocument } from "@/server/platform/openapi/document";
import { registerPropertyPaths } from "@/server/properties/openapi-paths";
import { registerReferencePaths } from "@/server/reference/openapi-paths";
import { registerWebhookPaths } from "@/server/webhooks/openapi-paths";

/** Each feature's operations, in the order the document lists them (a reader meets bookings first). */
const FEATURE_PATHS = [
  registerBookingPaths,
  registerBookingWritePaths,
  registerPaymentPaths,
  registerRefundPaths,
  registerCreateBookingPath,
  registerPropertyPaths,
  registerAvailabilityPaths,
  registerReferencePaths,
  registerWebhookPaths,
  registerPublicFilePaths,
];

let document: ReturnType<typeof generateOpenApiDocument> | undefined;

/** The OpenAPI document of /api/v1, built once per process: it cannot change while the process runs. */
export function openApiDocument() {
  document ??= generateOpenApiDocument(FEATURE_PATHS);
  return document;
}
