import type { AuthContext } from "@/server/platform/auth/auth-context";
import type { Queryable } from "@/server/platform/db/database";
import { identityImageAccessLog } from "@/server/platform/db/schema";
import { signIdentityImageUrl } from "@/server/platform/files/signed-file-urls";

/**
 * How URLs, the access log and identity_images.uploaded_by name a credential: its kind and id
 * (an API key's id, a check-in link's id, a desk user's id), never its secret and nothing
 * personal, since the URL carries it.
 */
export function credentialLabel(ctx: AuthContext): string {
  return `${ctx.credential.kind}:${ctx.credential.id}`;
}

/** A stored ID photo as the grant sees it. */
export interface StoredIdentityImage {
  storageKey: string;
  uploadedBy: string | null;
}

/**
 * The right of one request to see guests' identity documents: every image, or (a check-in
 * link) only those it uploaded itself. Every URL it signs is written to the access log by
 * `record`, in the caller's transaction.
 */
export class IdentityImageGrant {
  private readonly issued: string[] = [];

  constructor(
    private readonly issuedTo: string,
    private readonly requestId: string | null,
    private readonly onlyUploadedBy?: string,
  ) {}

  /** Signed URLs of the images this grant covers, in their order; the others are left out. */
  readonly urls = (images: readonly StoredIdentityImage[]): string[] =>
    images
      .filter((image) => this.onlyUploadedBy === undefined || image.uploadedBy === this.onlyUploadedBy)
      .map((image) => {
        this.issued.push(image.storageKey);
        return signIdentityImageUrl(image.storageKey, { issuedTo: this.issuedTo });
      });

  async record(db: Queryable, propertyId: string): Promise<void> {
    if (this.issued.length === 0) return;
    await db.insert(identityImageAccessLog).values(
      this.issued.map((storageKey) => ({
        propertyId,
        storageKey,
        action: "url_issued",
        credential: this.issuedTo,
        requestId: this.requestId,
      })),
    );
  }
}

/**
 * Credentials holding `guests:documents` see every image. A check-in link never holds it: it
 * sees the images it uploaded, and only when the credential that made it held the scope (so a
 * link never shows more than its minter could see). Anyone else gets no grant, and
 * `identity_image_urls` stay empty.
 */
export function identityImageGrant(ctx: AuthContext, requestId: string | null = null): IdentityImageGrant | undefined {
  const label = credentialLabel(ctx);
  if (ctx.credential.kind === "checkin_token") {
    return ctx.credential.seesOwnUploads ? new IdentityImageGrant(label, requestId, label) : undefined;
  }
  return ctx.scopes.has("guests:documents") ? new IdentityImageGrant(label, requestId) : undefined;
}
