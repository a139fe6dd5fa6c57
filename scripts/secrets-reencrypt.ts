// npm run secrets:reencrypt: after rotating APP_SECRET (or WEBHOOK_SECRET_KEY), with the former
// value in APP_SECRET_PREVIOUS (or WEBHOOK_SECRET_KEY_PREVIOUS), seals every stored secret again
// under the new key: webhook signing secrets, kept Idempotency-Key answers and the properties'
// SePay receiver keys. Safe to run
// while the app serves, and again. When it reports nothing unreadable, the previous keys may be
// removed from the environment (docs/deploy.md, "Rotating APP_SECRET").
import { openDatabaseWithKeys } from "@/server/platform/security/key-source";
import { reencryptStoredSecrets } from "@/server/composition/stored-secrets";

const open = await openDatabaseWithKeys();
try {
  const { webhooks, answers, sepayKeys, retired } = await reencryptStoredSecrets(open.db);
  console.log(
    `Re-encrypted ${webhooks.reencrypted} webhooks' secrets, ${answers.reencrypted} kept Idempotency-Key answers and ` +
      `${sepayKeys.reencrypted} SePay receiver keys under the current key.`,
  );
  if (webhooks.unreadable + answers.unreadable + sepayKeys.unreadable > 0) {
    console.error(
      `${webhooks.unreadable} webhooks, ${answers.unreadable} kept answers and ${sepayKeys.unreadable} SePay keys open with none of this process's keys ` +
        "and were left as they were; keep the previous keys set. Such webhooks are listed as failing until their secret is rotated; " +
        "such answers expire within 24 hours; such a property's SePay receiver fails until a manager generates a new key at the desk.",
    );
    process.exitCode = 1;
  } else {
    console.log(
      retired.length > 0 ? `Retired key ids ${retired.join(", ")}: the previous keys may now be removed.` : "No older key is in use.",
    );
  }
} finally {
  await open.close();
}
