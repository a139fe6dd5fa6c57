import { OpenAPIRegistry, OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";
import { registerResponseHeaders } from "./response-headers";
import { TAG_OBJECTS } from "./tags";

/** One feature's part of the document: registers its operations (and the components they share). */
export type RegisterPaths = (registry: OpenAPIRegistry) => void;

/**
 * The OpenAPI 3.1 document of /api/v1, generated from the same zod schemas the handlers parse
 * with. Each feature declares its own operations next to its code; the composition root
 * (server/composition/openapi-document.ts) hands them in, in the order the document lists them.
 */
export function generateOpenApiDocument(featurePaths: readonly RegisterPaths[]) {
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
  for (const registerPaths of featurePaths) registerPaths(registry);
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
