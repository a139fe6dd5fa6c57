import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { declarationDeadline, nightInProgress } from "./declaration-deadline";

const HANOI = "Asia/Ho_Chi_Minh";
const at = (local: string) => Temporal.PlainDateTime.from(local).toZonedDateTime(HANOI).toInstant();

describe("the police declaration's deadline (Law on Residence art. 30)", () => {
  it("is 23:00 of the arrival day for an arrival before 23:00", () => {
    const deadline = declarationDeadline(at("2026-03-09T22:30"), HANOI);
    expect(deadline).toMatchObject({ date: "2026-03-09", time: "23:00" });
    expect(deadline.instant.toString()).toBe("2026-03-09T16:00:00Z");
  });

  it("is 08:00 the next morning for an arrival from 23:00 on, across the month's end", () => {
    expect(declarationDeadline(at("2026-03-09T23:30"), HANOI)).toMatchObject({ date: "2026-03-10", time: "08:00" });
    expect(declarationDeadline(at("2026-03-31T23:00"), HANOI)).toMatchObject({ date: "2026-04-01", time: "08:00" });
  });

  it("keeps an arrival after midnight on its own day's 23:00", () => {
    expect(declarationDeadline(at("2026-03-10T00:30"), HANOI)).toMatchObject({ date: "2026-03-10", time: "23:00" });
  });

  it("takes the night before as the night in progress until 08:00", () => {
    expect(nightInProgress(at("2026-03-10T00:30"), HANOI)).toBe("2026-03-09");
    expect(nightInProgress(at("2026-03-10T07:59"), HANOI)).toBe("2026-03-09");
    expect(nightInProgress(at("2026-03-10T08:00"), HANOI)).toBe("2026-03-10");
  });
});
