import { NotFoundError } from "@/server/domain/errors";
import { staticRoute } from "@/server/platform/http/api-route";

/** Any other path under /api/v1 answers in the contract's envelope, not with an HTML page. */
const notFound = staticRoute(async () => {
  throw new NotFoundError("No such endpoint. See /api/v1/openapi.json.");
});

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
