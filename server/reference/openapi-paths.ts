import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import {
  addressCandidateSchema,
  cityPathSchema,
  countriesQuerySchema,
  matchedUnitSchema,
  referenceItemSchema,
  resolveAddressQuerySchema,
} from "@/server/reference/schemas";
import { registerOperation } from "@/server/platform/openapi/register-operation";
import type { SuccessAnswer } from "@/server/platform/openapi/operation-answers";

/** The reference lists never change while a version runs: a day in the caller's private cache. */
function listOf(description: string): SuccessAnswer {
  return { description: `${description} (private, max-age=86400)`, data: z.array(referenceItem), headers: ["Cache-Control"] };
}

const referenceItem = referenceItemSchema.meta({ id: "ReferenceItem" });
const addressCandidate = addressCandidateSchema
  .extend({ matched: matchedUnitSchema.meta({ id: "MatchedAddressUnit" }) })
  .meta({ id: "AddressCandidate" });
const scopes = "Scope `properties:read`, or a check-in token.";

export function registerReferencePaths(registry: OpenAPIRegistry): void {
  registerOperation(registry, {
    method: "get",
    path: "/reference/countries",
    operationId: "listCountries",
    tag: "Reference",
    summary: "Get Countries List",
    description:
      "Every ISO 3166-1 alpha-2 country, named in the asked language by CLDR (as `Intl.DisplayNames` names it) and " +
      "sorted by that language's collation: `lang` is vi (the default) or en, and as an extension any of the guest " +
      "page's six languages (zh-CN, ko, zh-TW, ja too). VN means city and ward " +
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

  registerOperation(registry, {
    method: "get",
    path: "/reference/border-gates",
    operationId: "listBorderGates",
    tag: "Reference",
    summary: "Get Border Gates (Vietnam, extension)",
    description:
      "Vietnam's international border gates (airports, then land gates, then seaports), named in the asked language " +
      "(every airport in each of the six languages; a land gate or seaport whose place has no common Chinese, Korean or Japanese name keeps it in Latin letters before the kind in the reader's words), " +
      "and `other` last: a foreign guest's `entry_port` is one of these codes; with `other`, `entry_port_other` names " +
      `the gate. Codes never change. ${scopes}`,
    route: { wrapper: "apiRoute", allowCheckinToken: true },
    request: { query: countriesQuerySchema },
    success: listOf("The border gates"),
  });

  registerOperation(registry, {
    method: "get",
    path: "/reference/addresses/resolve",
    operationId: "resolveAddress",
    tag: "Reference",
    summary: "Resolve an Address (Vietnam)",
    description:
      "Reads a Vietnamese address as written, for example on an ID card issued before the reform of 1 July 2025 " +
      '("Số 12, P. Bến Nghé, Q.1, TP.HCM", "Phường Cống Vị, Quận Ba Đình, Hà Nội"), and answers the 2025 units it ' +
      "names, best first, at most 10; an empty list when it names none. It understands the abbreviations P., F., Q., " +
      "TP., TX., H., X. and TT., numbered wards and districts, missing tone marks, the 63 old provinces and everyday " +
      'names ("hcm", "Sài Gòn", "Vũng Tàu"). `matched.level`: `old_ward` (a ward, commune or township before July 2025, ' +
      "with its district and province), `new_ward` (the text already names a 2025 ward; the old-unit fields are null), " +
      "`old_district` or `province` (only that much could be read: `ward_code` and `ward_name` are null). An old ward " +
      "that was divided gives every ward it went to, one after another with `split: true` and the same `matched`; " +
      `only the street decides which one applies. Fields that do not apply are null, never absent. ${scopes}`,
    route: { wrapper: "apiRoute", allowCheckinToken: true },
    request: { query: resolveAddressQuerySchema },
    success: {
      description: "The candidate 2025 units, best first (private, max-age=86400)",
      data: z.array(addressCandidate),
      headers: ["Cache-Control"],
    },
  });
}
