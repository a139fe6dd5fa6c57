import pino from "pino";
import { loggableError } from "./loggable-error";

/**
 * The app's structured JSON log (one line per event, on stdout). Fields are chosen by the
 * callers, which never pass a secret, a token, a request body or a guest's personal data:
 * `redact` is the second line of defence for the header names that could carry them. An error
 * logged as `err` (or `error`, or alone) is written as loggableError makes it, without the
 * values a database error quotes.
 * Lines are written asynchronously and in blocks of 4 KB, or every second, whichever comes
 * first: one system call per request line cost a tenth of a booking detail under load. What
 * is pending is flushed when the process exits (pino flushes its destination on exit).
 */
const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
setInterval(() => destination.flush(), 1000).unref();

export const logger = pino(
  {
    level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" || process.env.VITEST ? "silent" : "info"),
    base: { service: "lodging" },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    serializers: { err: loggableError, error: loggableError },
    hooks: {
      // `logger.error(error)` alone would make the error's own message the line's message.
      logMethod(args, method) {
        if (args[0] instanceof Error && typeof args[1] !== "string") return method.call(this, args[0], "error");
        return method.apply(this, args);
      },
    },
    redact: {
      paths: ["authorization", "cookie", "*.authorization", "*.cookie", "secret", "*.secret", "token", "*.token"],
      censor: "[redacted]",
    },
  },
  destination,
);
