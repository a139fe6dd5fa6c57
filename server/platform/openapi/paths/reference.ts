import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { cityPathSchema, countriesQuerySchema, referenceItemSchema } from "@/server/reference/schemas";
import { registerOperation } from "@/server/platform/openapi/register-operation";
import type { SuccessAnswer } from "@/server/platform/openapi/operation-answers";

/** The reference lists never change while a version runs: a day in the caller's private cache. */
function listOf(description: string): SuccessAnswer {
  return { description: `${description} (private, max-age=86400)`, data: z.array(referenceItem), headers: ["Cache-Control"] };
}

const referenceItem = referenceItemSchema.meta({ id: "ReferenceItem" });
const scopes = "Scope `properties:read`, or a check-in token.";

export function registerReferencePaths(registry: OpenAPIRegistry): void {
  registerOperation(registry, {
    method: "get",
    path: "/reference/countries",
    operationId: "listCountries",
    tag: "Reference",
    summary: "Get Countries List",
    description:
      "Every ISO 3166-1 alpha-2 country, named in the asked language and sorted by name. VN means city and ward " +
      `come from the lists below; for other countries they are free text. ${scopes}`,
    route: { wrapper: "apiRoute", allowCheckinToken: true },
    request: { query: countriesQuerySchema },
    success: listOf("The countries"),
  });

  registerOperation(registry, {
    method: "get",
    path: "/reference/cities",
    operationId: "listCities",
    tag: "Reference",
    summary: "Get Cities List (Vietnam)",
    description: `Vietnam's 34 provinces and centrally-run cities after the 2025 reform, sorted by name. ${scopes}`,
    route: { wrapper: "apiRoute", allowCheckinToken: true },
    success: listOf("The provinces and cities"),
  });

  registerOperation(registry, {
    method: "get",
    path: "/reference/cities/{cityCode}/wards",
    operationId: "listWards",
    tag: "Reference",
    summary: "Get Wards for a City",
    description:
      "The wards, communes and special zones of a province (code from the cities list), sorted with Vietnamese " +
      `collation. The ward name is what a guest record stores. ${scopes}`,
    route: { wrapper: "apiRoute", allowCheckinToken: true },
    request: { params: cityPathSchema },
    success: listOf("The wards"),
    errors: { NOT_FOUND: "no province or city has this code" },
  });
}
