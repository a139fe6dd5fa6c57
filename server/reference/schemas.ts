import { z } from "zod";
import { GUEST_LANGUAGES, type Lang } from "@/i18n/languages";
import type { AddressCandidate, MatchedUnit } from "./address-candidate";

const referenceLanguages = [...GUEST_LANGUAGES, ""] as const;

/**
 * `lang`: one of the six guest languages (i18n/languages.ts), vi (the default, also for
 * an empty value); another value is refused. `q`: names in any of the six languages, everyday
 * names and codes to match (find-countries.ts). The border gates take the same `lang`.
 */
export const countriesQuerySchema = z.object({
  lang: z
    .enum(referenceLanguages, { error: `lang must be one of ${GUEST_LANGUAGES.join(", ")}.` })
    .optional()
    .transform((lang): Lang => lang || "vi")
    .describe(
      "vi (the default, also when empty) or en; extension: zh-CN, ko, zh-TW or ja, the guest page's other languages. " +
        "Another value is a 422.",
    ),
  q: z
    .string()
    .max(100, "q has at most 100 characters.")
    .optional()
    .describe(
      "Extension: only the countries the typed words may mean, named in `lang`: a name in any of the six languages " +
        '("Hàn Quốc", "South Korea", "韩国", "日本"; at the start of a word in Latin script, anywhere in Chinese, Korean ' +
        'and Japanese), or an everyday name or code ("My", "Mỹ", "USA", "UK", "한국", "アメリカ"); case and tone marks ' +
        "ignored. An everyday name or a name typed in full first, then a code, then the starts of everyday names, then names " +
        "in `lang`, then in the other languages. Empty or absent: every country.",
    ),
});

export const referenceItemSchema = z.object({ code: z.string(), name: z.string() });
export const referenceListResponseSchema = z.object({ success: z.literal(true), data: z.array(referenceItemSchema) });

/** A province code ("01"); an unknown one is a 404. */
export const cityPathSchema = z.object({ cityCode: z.string().min(1).max(16, "A city code has at most 16 characters.") });

/** `q`: the address as written (an ID card's "Nơi thường trú"), 1 to 300 characters once trimmed. */
export const resolveAddressQuerySchema = z.object({
  q: z
    .string({ error: "q is required: the address to read." })
    .trim()
    .min(1, "q must name an address.")
    .max(300, "q has at most 300 characters."),
});

const nullableText = z.string().nullable();

/** What the address named: an old or a 2025 ward, or only an old district or a province. */
export const matchedUnitSchema = z.object({
  level: z.enum(["old_ward", "new_ward", "old_district", "province"]),
  ward_code: nullableText,
  ward_name: nullableText,
  district_code: nullableText,
  district_name: nullableText,
  province_code: nullableText,
  province_name: nullableText,
}) satisfies z.ZodType<MatchedUnit>;

/** A 2025 unit the address names; see server/reference/address-candidate.ts. */
export const addressCandidateSchema = z.object({
  province_code: z.string(),
  province_name: z.string(),
  ward_code: nullableText,
  ward_name: nullableText,
  split: z.boolean(),
  matched: matchedUnitSchema,
}) satisfies z.ZodType<AddressCandidate>;
