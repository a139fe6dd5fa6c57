import { trustProxyProblem } from "@/server/platform/http/client-address";
import { webhookSecretKeyProblem } from "@/server/platform/security/webhook-secret-key";
import { appSecretProblem } from "@/server/platform/security/app-secret";
import { mailConfigurationProblem } from "@/server/platform/mail/mail-settings";
import { metricsConfigurationProblem } from "@/server/platform/security/metrics-token";

/**
 * Each check reads the environment and returns what is wrong, in one sentence that names the
 * variable, or undefined. Add a setting's own check here (its module exports it) and both the
 * start-up (instrumentation.ts refuses to start) and GET /api/ready (503, the reason in the log) report it.
 */
const CHECKS: readonly ((env: NodeJS.ProcessEnv) => string | undefined)[] = [
  appSecretProblem,
  (env) => webhookSecretKeyProblem(env.WEBHOOK_SECRET_KEY, env.WEBHOOK_SECRET_KEY_PREVIOUS),
  (env) => trustProxyProblem(env.TRUST_PROXY),
  mailConfigurationProblem,
  metricsConfigurationProblem,
];

/**
 * What keeps this configuration from running safely, or [] when nothing does. In production a
 * problem stops the process before it takes traffic, instead of a 500 at the first request that
 * needs the setting.
 */
export function configurationProblems(env: NodeJS.ProcessEnv = process.env): string[] {
  return CHECKS.map((check) => check(env)).filter((problem): problem is string => problem !== undefined);
}
