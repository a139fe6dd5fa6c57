import { counter, gauge } from "./registry";

// The counters of the app's work, incremented where that work is recorded, and the gauges of its
// queues, set at each scrape from the database (server/operations/scrape-metrics.ts). Every label
// is a kind from a short fixed list: an outcome, a reason's class, a bucket's kind, a property's id.

export const webhookAttempts = counter({
  name: "lodging_webhook_attempts_total",
  help: "Webhook delivery attempts, by outcome (delivered, retry: tried again later, failed: given up).",
  labelNames: ["outcome"],
});

export const webhookFailures = counter({
  name: "lodging_webhook_attempt_failures_total",
  help: "Webhook delivery attempts that did not deliver, by reason (http_4xx, http_5xx, timeout, network, refused_address, refused_url, undecryptable_secret).",
  labelNames: ["reason"],
});

export const checkinEmailAttempts = counter({
  name: "lodging_checkin_email_attempts_total",
  help: "Online check-in e-mails attempted, by outcome (sent, retry, failed, bounced, skipped, lost).",
  labelNames: ["outcome"],
});

export const checkinEmailFailures = counter({
  name: "lodging_checkin_email_failures_total",
  help: "Online check-in e-mails not sent, by reason (the SMTP reply code, an error code such as ECONNECTION, renderer, other) and whether it bounced.",
  labelNames: ["reason", "bounce"],
});

export const rateLimitRefusals = counter({
  name: "lodging_rate_limit_refusals_total",
  help: "Requests refused for a rate limit, by bucket kind (api_key, desk_session, checkin_token, short_link_client, short_link_id, image_decode).",
  labelNames: ["bucket"],
});

export const bankNotifications = counter({
  name: "lodging_bank_notifications_total",
  help: "Bank transfer notifications received and kept, by outcome (matched, unmatched, ignored: money out, replayed).",
  labelNames: ["outcome"],
});

export const backlogGauges = {
  webhookPending: gauge({ name: "lodging_webhook_deliveries_pending", help: "Webhook deliveries still to go." }),
  webhookOldestDue: gauge({ name: "lodging_webhook_oldest_due_age_seconds", help: "How late the oldest due webhook delivery is." }),
  emailPending: gauge({ name: "lodging_checkin_emails_pending", help: "Online check-in e-mails scheduled or being sent." }),
  emailOldestDue: gauge({
    name: "lodging_checkin_email_oldest_due_age_seconds",
    help: "How late the oldest due online check-in e-mail is.",
  }),
  unmatchedTransfers: gauge({
    name: "lodging_bank_transfers_unmatched",
    help: "Bank transfers waiting at the desk to be matched or dismissed.",
  }),
  unmatchedOldest: gauge({
    name: "lodging_bank_transfer_oldest_unmatched_age_seconds",
    help: "Age of the oldest unmatched bank transfer.",
  }),
  undeclaredGuests: gauge({
    name: "lodging_police_undeclared_guests",
    help: "Guests of today's arrivals, checked in, whose stay is not yet declared to the police, by property id.",
    labelNames: ["property"],
  }),
  minutesToDeadline: gauge({
    name: "lodging_police_declaration_deadline_minutes",
    help: "Minutes until 23:00 today at the property (negative after): the deadline of today's declarations.",
    labelNames: ["property"],
  }),
  // Labelled so that it is absent, not 0, from a scrape that does not judge readiness (the worker's).
  instanceReady: gauge({
    name: "lodging_instance_ready",
    help: "1 when this app instance is ready (what /api/ready answers), read at the scrape.",
    labelNames: ["component"],
  }),
  databaseReadable: gauge({ name: "lodging_metrics_database_up", help: "1 when the last scrape could read the queues from the database." }),
};
