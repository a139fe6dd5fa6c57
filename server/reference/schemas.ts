import { z } from "zod";
import type { AddressCandidate, MatchedUnit } from "./address-candidate";

/** `lang`: vi (the default, also for an empty value) or en; `q`: everyday names and codes to match (country-aliases.ts). */
export const countriesQuerySchema = z.object({
  lang: z
    .enum(["vi", "en", ""], { error: "lang must be vi or en." })
    .optional()
    .transform((lang) => (lang === "en" ? "en" : "vi")),
  q: z
    .string()
    .max(100, "q has at most 100 characters.")
    .optional()
    .describe(
      "Extension: only the countries an everyday name or code typed by a guest means (\"My\", \"Mỹ\", \"USA\", \"UK\", \"Han Quoc\"; case and tone marks ignored), " +
        "the one named in full first, then those whose names start with it. Empty or absent: every country.",
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
