import { mailConfigurationProblem } from "./mail-settings";

/**
 * For the processes that send mail without the app's start-up check (`npm run worker`,
 * `npm run checkin-messages:send-due`): in production a mail setting that cannot work stops
 * them with one line naming the variable (elsewhere a warning), as the app's start does.
 */
export function refuseUnusableMail(env: NodeJS.ProcessEnv = process.env): void {
  const problem = mailConfigurationProblem(env);
  if (!problem) return;
  if (env.NODE_ENV === "production") {
    console.error(`Refusing to start: ${problem}`);
    process.exit(1);
  }
  console.warn(`Configuration: ${problem}`);
}
