/** Whether the browser reached the app over HTTPS, directly or behind a proxy that says so. */
export function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
}
