import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { registerOperation } from "@/server/platform/openapi/register-operation";

const image = { schema: z.string().meta({ format: "binary" }) };

export function registerPublicFilePaths(registry: OpenAPIRegistry): void {
  registerOperation(registry, {
    method: "get",
    path: "/files/identity-images/{key}",
    operationId: "getIdentityImage",
    tag: "Identity documents",
    summary: "An ID photo, by its signed URL",
    description:
      "Follow a URL of `identity_image_urls` as given: its query signs the image, the credential it was issued to and " +
      "its expiry (minutes). The URL is the credential, so no Authorization header; every view is logged. Never cached.",
    route: { wrapper: "publicRoute" },
    request: {
      params: z.object({ key: z.string().describe("The image's storage key, as in the URL") }),
      query: z.object({
        expires: z.string().describe("Unix seconds after which the URL no longer works"),
        to: z.string().describe("The credential the URL was issued to"),
        signature: z.string().describe("HMAC of the key, expiry and credential"),
      }),
    },
    success: {
      description: "The image (re-encoded at upload, without EXIF data)",
      content: { "image/jpeg": image, "image/png": image },
      headers: ["Cache-Control", "Content-Disposition", "X-Content-Type-Options"],
    },
    errors: {
      FORBIDDEN: "the URL is altered or has expired",
      NOT_FOUND: "the image is deleted (ID photos are kept 30 days after the stay)",
    },
  });

  registerOperation(registry, {
    method: "get",
    path: "/openapi.json",
    operationId: "getOpenApiDocument",
    tag: "API description",
    summary: "This OpenAPI document",
    description: "The OpenAPI 3.1 document of /api/v1, generated from the zod schemas the handlers parse with. Public.",
    route: { wrapper: "publicRoute" },
    success: {
      description: "The document (public, max-age=300)",
      content: { "application/json": { schema: z.record(z.string(), z.unknown()).describe("An OpenAPI 3.1 document") } },
      headers: ["Cache-Control"],
    },
  });
}
