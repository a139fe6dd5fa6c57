import { assertDocumentedAnswer } from "./documented-answer";

type RouteHandler = (request: Request, context: { params: Promise<never> }) => Promise<Response>;

export interface RouteAnswer {
  status: number;
  headers: Headers;
  text: string;
  // Tests read arbitrary JSON; each asserts the fields it cares about.
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/**
 * Calls an exported GET/POST of a route.ts the way Next.js does, and reads the answer. Every
 * answer under /api/v1 must be one the OpenAPI document declares (documented-answer.ts): the
 * route tests keep the document honest.
 */
export async function callRoute(
  handler: RouteHandler,
  options: {
    path: string;
    params?: Record<string, string>;
    method?: string;
    token?: string;
    headers?: Record<string, string>;
    body?: BodyInit;
  },
): Promise<RouteAnswer> {
  const headers = new Headers(options.headers);
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  const method = options.method ?? "GET";
  const request = new Request(new URL(options.path, "http://localhost"), { method, headers, body: options.body });
  // As Next.js does: a route without dynamic segments gets undefined params.
  const response = await handler(request, { params: Promise.resolve(options.params) as Promise<never> });
  const text = await response.text();
  assertDocumentedAnswer({ method, path: options.path, status: response.status, headers: response.headers, text });
  return { status: response.status, headers: response.headers, text, body: text ? JSON.parse(text) : undefined };
}
