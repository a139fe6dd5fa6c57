import { counter, gauge } from "./registry";

// The e-mail renderer's child process (server/checkin-messages/render-outside.ts) is started on
// first use: `idle` until then and again once it ended for want of work, `ready` once it said so,
// `down` from a failure until one starts.
// `lodging_checkin_email_renderer_up` is 0 only when down, so a quiet day does not page anyone.

export type RendererState = "idle" | "ready" | "down";

const holder = globalThis as typeof globalThis & { __lodgingRendererState?: RendererState };

gauge({
  name: "lodging_checkin_email_renderer_up",
  help: "1 unless the check-in e-mail renderer failed and none has started since.",
  collect() {
    this.set(rendererState() === "down" ? 0 : 1);
  },
});

const failures = counter({
  name: "lodging_checkin_email_renderer_failures_total",
  help: "Ends of the check-in e-mail renderer, by stage (start: it never became ready; run: it died or hung after).",
  labelNames: ["stage"],
});

export function rendererState(): RendererState {
  return holder.__lodgingRendererState ?? "idle";
}

export function rendererReady(): void {
  holder.__lodgingRendererState = "ready";
}

/** Ended because it had nothing to write: no failure, the next e-mail starts another. */
export function rendererIdle(): void {
  holder.__lodgingRendererState = "idle";
}

/** Counted at once, with the stage it failed at. */
export function rendererFailed(stage: "start" | "run"): void {
  failures.inc({ stage });
  holder.__lodgingRendererState = "down";
}
