import type { AuthContext } from "@/server/auth/auth-context";
import type { Queryable } from "@/server/db/database";
import { identityImageAccessLog } from "@/server/db/schema";
import { signIdentityImageUrl } from "@/server/files/signed-file-urls";

/**
 * How URLs and the access log name a credential: its kind and id (an API key's id, a check-in
 * link's nonce, a desk user's id), never its secret and nothing personal, since the URL carries it.
 */
export function credentialLabel(ctx: AuthContext): string {
  return `${ctx.credential.kind}:${ctx.credential.id}`;
}

/**
 * The right of one request to see guests' identity documents. Only credentials holding
 * `guests:documents` get one; without it `identity_image_urls` stay empty. Every URL it signs
 * is written to the access log by `record`, in the caller's transaction.
 */
export class IdentityImageGrant {
  private readonly issued: string[] = [];

  constructor(
    private readonly issuedTo: string,
    private readonly requestId: string | null,
  ) {}

  readonly sign = (storageKey: string): string => {
    this.issued.push(storageKey);
    return signIdentityImageUrl(storageKey, { issuedTo: this.issuedTo });
  };

  async record(db: Queryable, propertyId: string): Promise<void> {
    if (this.issued.length === 0) return;
    await db.insert(identityImageAccessLog).values(
      this.issued.map((storageKey) => ({ propertyId, storageKey, action: "url_issued", credential: this.issuedTo, requestId: this.requestId })),
    );
  }
}

export function identityImageGrant(ctx: AuthContext, requestId: string | null = null): IdentityImageGrant | undefined {
  return ctx.scopes.has("guests:documents") ? new IdentityImageGrant(credentialLabel(ctx), requestId) : undefined;
}
