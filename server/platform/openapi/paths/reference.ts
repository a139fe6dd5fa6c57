import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { cityPathSchema, countriesQuerySchema, referenceItemSchema } from "@/server/reference/schemas";
import { checkinLinkGoneResponse, commonErrorResponses, notFoundResponse, successOf } from "@/server/platform/openapi/envelopes";

export function registerReferencePaths(registry: OpenAPIRegistry): void {
  const item = referenceItemSchema.meta({ id: "ReferenceItem" });

  registry.registerPath({
    method: "get",
    path: "/reference/countries",
    operationId: "listCountries",
    tags: ["Reference"],
    summary: "Get Countries List",
    description:
      "Every ISO 3166-1 alpha-2 country, named in the asked language and sorted by name. VN means city and ward " +
      "come from the lists below; for other countries they are free text. Scope `properties:read` or a check-in token.",
    request: { query: countriesQuerySchema },
    responses: { ...successOf(z.array(item), "The countries"), ...commonErrorResponses, ...checkinLinkGoneResponse },
  });

  registry.registerPath({
    method: "get",
    path: "/reference/cities",
    operationId: "listCities",
    tags: ["Reference"],
    summary: "Get Cities List (Vietnam)",
    description: "Vietnam's 34 provinces and centrally-run cities after the 2025 reform, sorted by name.",
    responses: { ...successOf(z.array(item), "The provinces and cities"), ...commonErrorResponses, ...checkinLinkGoneResponse },
  });

  registry.registerPath({
    method: "get",
    path: "/reference/cities/{cityCode}/wards",
    operationId: "listWards",
    tags: ["Reference"],
    summary: "Get Wards for a City",
    description:
      "The wards, communes and special zones of a province (code from the cities list), sorted with Vietnamese " +
      "collation. The ward name is what a guest record stores.",
    request: { params: cityPathSchema },
    responses: { ...successOf(z.array(item), "The wards"), ...commonErrorResponses, ...notFoundResponse, ...checkinLinkGoneResponse },
  });
}
