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
    // Not a refusal: a server reached directly has no proxy to trust, and then the connection's
    // address is the client. Behind a proxy every request comes from the proxy, so one guessing
    // client would lock the desk's sign-in for everyone.
    console.warn(
      "Configuration: TRUST_PROXY is not set, so desk sign-in counts each connection's address as the client; " +
        "behind a load balancer or reverse proxy, set it to the number of proxies in front of the app.",
    );
  }
}
