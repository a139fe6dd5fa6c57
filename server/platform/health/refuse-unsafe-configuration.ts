import { configurationProblems } from "./production-config";

/**
 * At start, before the server takes traffic: in production a configuration problem stops the
 * process (exit 1) with one plain line per problem on stderr, naming its variable, which is
 * what an operator reads when a process will not start. Elsewhere it is a warning.
 */
export function refuseUnsafeConfiguration(env: NodeJS.ProcessEnv = process.env): void {
  const problems = configurationProblems(env);
  if (problems.length > 0 && env.NODE_ENV === "production") {
    for (const problem of problems) console.error(`Refusing to start: ${problem}`);
    process.exit(1);
  }
  for (const problem of problems) console.warn(`Configuration: ${problem}`);
  if (env.NODE_ENV === "production" && !env.TRUST_PROXY) {
    // Not a refusal: a server reached directly has no proxy to trust. But then a client can
    // write its own X-Forwarded-For, so desk sign-in cannot lock a guessing client out.
    console.warn(
      "Configuration: TRUST_PROXY is not set, so desk sign-in cannot tell clients apart and only slows guesses per e-mail; " +
        "behind a load balancer or reverse proxy, set it to the number of proxies in front of the app.",
    );
  }
}
