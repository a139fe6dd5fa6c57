import { sameSecret } from "./hmac";

// The metrics and the operator's status are read by Prometheus and by operators, never by the
// public: off unless METRICS_TOKEN is set, and then only for `Authorization: Bearer <token>`.
// The token is long enough not to be guessed (production refuses to start with a short one:
// production-config.ts), compared in constant time, and never written anywhere by the app.

const METRICS_TOKEN_MIN_LENGTH = 32;

/** What is wrong with the metrics settings, naming the variable, or undefined. */
export function metricsConfigurationProblem(env: Record<string, string | undefined> = process.env): string | undefined {
  const token = env.METRICS_TOKEN;
  if (token !== undefined && token !== "" && token.length < METRICS_TOKEN_MIN_LENGTH) {
    return `METRICS_TOKEN is too short (${token.length} characters): it needs ${METRICS_TOKEN_MIN_LENGTH} or more, or leave it unset to turn the metrics off.`;
  }
  const port = env.METRICS_PORT;
  if (port !== undefined && port !== "") {
    if (!/^\d{1,5}$/.test(port) || Number(port) < 1 || Number(port) > 65535) return `METRICS_PORT must be a port number (1-65535).`;
    if (!token) return "METRICS_PORT is set without METRICS_TOKEN: the metrics' own port asks for the same token; set METRICS_TOKEN too.";
  }
  return undefined;
}

/**
 * `off`: no usable token is configured (the endpoint answers 404, as if it did not exist);
 * `refused`: the request's bearer token is missing or wrong (401); `allowed`.
 */
export function metricsAccess(
  authorization: string | null,
  env: Record<string, string | undefined> = process.env,
): "off" | "refused" | "allowed" {
  const token = env.METRICS_TOKEN;
  if (!token || token.length < METRICS_TOKEN_MIN_LENGTH) return "off";
  const given = /^Bearer (.+)$/i.exec(authorization?.trim() ?? "")?.[1];
  return given !== undefined && sameSecret(given, token) ? "allowed" : "refused";
}
