/** A file part of a multipart request, as the HTTP layer read it (server/platform/http/read-multipart.ts). */
export interface UploadedFile {
  field: string;
  filename: string | undefined;
  /** Kept only up to the file limit; `tooLarge` says the rest was dropped unread. */
  bytes: Buffer;
  tooLarge: boolean;
  sha256: string;
}
