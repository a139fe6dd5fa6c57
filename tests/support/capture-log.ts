import pino from "pino";
import { logger } from "@/server/platform/observability/logger";

/**
 * Captures what the app's logger writes, as written (serializers and redaction applied),
 * until `restore()`. The test logger is silent; this turns it on at `info`.
 */
export function captureLog(): { text(): string; lines(): Record<string, unknown>[]; restore(): void } {
  const written: string[] = [];
  const holder = logger as unknown as Record<symbol, unknown>;
  const stream = holder[pino.symbols.streamSym];
  const level = logger.level;
  holder[pino.symbols.streamSym] = { write: (line: string) => void written.push(line) };
  logger.level = "info";
  return {
    text: () => written.join(""),
    lines: () => written.map((line) => JSON.parse(line) as Record<string, unknown>),
    restore: () => {
      holder[pino.symbols.streamSym] = stream;
      logger.level = level;
    },
  };
}
