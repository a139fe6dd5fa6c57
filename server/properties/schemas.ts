import { z } from "zod";

/** A property id (`hanoi-old-quarter`): the properties table holds at most 64 characters. */
export const tenantIdSchema = z.string().min(1).max(64, "A property id has at most 64 characters.");

/** Path of the routes under /properties/{tenant_id}. */
export const tenantPathSchema = z.object({ tenant_id: tenantIdSchema });
