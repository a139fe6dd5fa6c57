/**
 * The origin guests reach the app at: APP_URL when set (behind a proxy the request's own
 * origin may be an internal address), else the request's.
 */
export function publicOrigin(request: Request): string {
  return (process.env.APP_URL ?? new URL(request.url).origin).replace(/\/+$/, "");
}
