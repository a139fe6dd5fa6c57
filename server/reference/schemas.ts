import { z } from "zod";

/** `lang`: vi (the default, also for an empty value) or en. */
export const countriesQuerySchema = z.object({
  lang: z
    .enum(["vi", "en", ""], { error: "lang must be vi or en." })
    .optional()
    .transform((lang) => (lang === "en" ? "en" : "vi")),
});

export const referenceItemSchema = z.object({ code: z.string(), name: z.string() });
export const referenceListResponseSchema = z.object({ success: z.literal(true), data: z.array(referenceItemSchema) });

/** A province code ("01"); an unknown one is a 404. */
export const cityPathSchema = z.object({ cityCode: z.string().min(1).max(16, "A city code has at most 16 characters.") });
