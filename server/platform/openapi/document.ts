import { OpenAPIRegistry, OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";
import { registerAvailabilityPaths } from "./paths/availability";
import { registerBookingPaths } from "./paths/bookings";
import { registerBookingWritePaths } from "./paths/booking-writes";
import { registerCreateBookingPath } from "./paths/create-booking";
import { registerPaymentPaths } from "./paths/payments";
import { registerPropertyPaths } from "./paths/properties";
import { registerPublicFilePaths } from "./paths/public-files";
import { registerReferencePaths } from "./paths/reference";
import { registerRefundPaths } from "./paths/refunds";
import { registerWebhookPaths } from "./paths/webhooks";
import { registerResponseHeaders } from "./response-headers";
import { TAG_OBJECTS } from "./tags";

/**
 * The OpenAPI 3.1 document of /api/v1, generated from the same zod schemas the handlers
 * parse with. Built once per process: it cannot change while the process runs.
 */
let document: ReturnType<OpenApiGeneratorV31["generateDocument"]> | undefined;

export function openApiDocument() {
  document ??= build();
  return document;
}

function build() {
  const registry = new OpenAPIRegistry();
  registry.registerComponent("securitySchemes", "apiKey", {
    type: "http",
    scheme: "bearer",
    description: "A partner API key (`lpk_...`).",
  });
  registry.registerComponent("securitySchemes", "checkinLink", {
    type: "http",
    scheme: "bearer",
    description:
      "A guest's check-in token (from Create a guest check-in link), where an operation allows it: this booking's detail " +
      "and update, and the reference lists.",
  });
  registerResponseHeaders(registry);
  registerBookingPaths(registry);
  registerBookingWritePaths(registry);
  registerPaymentPaths(registry);
  registerRefundPaths(registry);
  registerCreateBookingPath(registry);
  registerPropertyPaths(registry);
  registerAvailabilityPaths(registry);
  registerReferencePaths(registry);
  registerWebhookPaths(registry);
  registerPublicFilePaths(registry);
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "Lodging Partner API",
      version: "1.0.0",
      description:
        "Bookings, online check-in, availability and reference data for lodging properties. " +
        "Every path hangs under /api/v1; money is an exact decimal rounded to the currency's minor unit. " +
        "Errors come in two envelopes: `ValidationError` (422, `errors` keyed by dot path) and a coded one " +
        "(`success: false`, `code`, `message` and the code's own fields).",
      contact: { name: "Partner API support", email: "partners@lodging.example" },
      license: { name: "Proprietary: for partners under their integration agreement" },
    },
    servers: [{ url: "/api/v1" }],
    security: [{ apiKey: [] }],
    tags: TAG_OBJECTS,
  });
}
