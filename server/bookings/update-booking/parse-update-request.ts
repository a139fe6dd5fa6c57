import { z } from "zod";
import {
  IdentityImageRejectedError,
  MAX_IDENTITY_IMAGE_BYTES,
  MAX_IDENTITY_IMAGES_PER_GUEST,
  inspectIdentityImage,
  reencodeIdentityImage,
  type InspectedIdentityImage,
} from "@/server/platform/files/identity-image";
import { ValidationError, type FieldErrors } from "@/server/domain/errors";
import type { UploadedFile } from "@/server/platform/files/uploaded-file";
import { fieldErrorsFromZod } from "@/server/domain/zod-errors";
import { updateBookingSchema, type UpdateBookingInput } from "./schema";

// The schema is written with zod/mini, which installs no locale of its own: the messages it
// does not write itself ("Invalid input: expected string, received number") are classic zod's
// English ones, as for every other endpoint. Classic zod installs them when it loads; this
// says so rather than relying on which module loads first.
z.config(z.locales.en());

/** Bounds of the body, read by the HTTP layer (read-json-or-multipart.ts). A JSON body is the data part alone, with its cap. */
export const UPDATE_BOOKING_LIMITS = {
  maxBodyBytes: 40 * 1024 * 1024,
  maxFileBytes: MAX_IDENTITY_IMAGE_BYTES,
  maxFiles: 30,
  maxFieldBytes: 1024 * 1024,
};

/** The file part names of the spec: rooms[i][guests][records][j][identity_image] and its [] form. */
const IMAGE_FIELD = /^rooms\[(\d+)\]\[guests\]\[records\]\[(\d+)\]\[identity_image\](\[\])?$/;

export interface ProcessedImage {
  data: Buffer;
  contentType: "image/jpeg" | "image/png";
  width: number;
  height: number;
}

export interface UpdateBookingRequest {
  data: UpdateBookingInput;
  /** Identity images by guest record, keyed `roomIndex.recordIndex`, already checked and re-encoded. */
  images: Map<string, ProcessedImage[]>;
  /** What makes two requests the same for Idempotency-Key (multipart boundaries differ between retries). */
  fingerprint: string[];
}

/**
 * Update Booking's request as the HTTP layer read it (the `data` JSON part, or a JSON body, and
 * the identity image files of spec Endpoint 1), checked: the schema, then every image checked
 * and re-encoded. Every problem is reported under the dot path of the guest record it belongs to.
 */
export async function parseUpdateBookingRequest(
  {
    data: raw,
    dataText,
    files,
  }: {
    data: unknown;
    dataText: string | undefined;
    files: UploadedFile[];
  },
  /** The uploading credential, whose decodes at once are bounded (decode-slots.ts). */
  decodeOwner?: string,
  /** Called with the number of photos that passed the cheap checks, before the first is decoded: the request pays for them. */
  beforeDecoding?: (photos: number) => Promise<void>,
): Promise<UpdateBookingRequest> {
  const parsed = updateBookingSchema.safeParse(raw);
  const errors: FieldErrors = parsed.success ? {} : fieldErrorsFromZod(parsed.error);
  const byRecord = groupFilesByRecord(files, parsed.success ? parsed.data : undefined, errors);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  // Every file passes the cheap checks (magic bytes, header size) before any is decoded, and
  // the decodes run one after another: a request holds at most one of the instance's decode
  // slots, and a bad last photo costs no decode of the first ones.
  const inspected = new Map<string, InspectedIdentityImage[]>();
  for (const [record, recordFiles] of byRecord) {
    await rejectedAt(imagePath(record), errors, async () => {
      const checked: InspectedIdentityImage[] = [];
      for (const file of recordFiles) checked.push(await inspectIdentityImage(file.bytes));
      inspected.set(record, checked);
    });
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const photos = [...inspected.values()].reduce((count, checked) => count + checked.length, 0);
  if (photos > 0) await beforeDecoding?.(photos);
  const images = new Map<string, ProcessedImage[]>();
  for (const [record, checked] of inspected) {
    await rejectedAt(imagePath(record), errors, async () => {
      const processed: ProcessedImage[] = [];
      for (const image of checked) processed.push(await reencodeIdentityImage(image, decodeOwner));
      images.set(record, processed);
    });
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  return {
    data: parsed.data!,
    images,
    // A JSON body is written out again only now that it has passed the schema, so it is shallow.
    fingerprint: [dataText ?? JSON.stringify(raw), ...files.map((file) => `${file.field}=${file.sha256}`)],
  };
}

/** Runs a step of one record's photos; a refused photo becomes that record's field error. */
async function rejectedAt(path: string, errors: FieldErrors, step: () => Promise<void>): Promise<void> {
  try {
    await step();
  } catch (error) {
    if (!(error instanceof IdentityImageRejectedError)) throw error;
    errors[path] = [`Each identity image must be a JPEG or PNG photo: ${error.reason}.`];
  }
}

function imagePath(record: string): string {
  const [room, guest] = record.split(".");
  return `rooms.${room}.guests.records.${guest}.identity_image`;
}

function groupFilesByRecord(files: UploadedFile[], data: UpdateBookingInput | undefined, errors: FieldErrors): Map<string, UploadedFile[]> {
  const byRecord = new Map<string, UploadedFile[]>();
  for (const file of files) {
    const match = IMAGE_FIELD.exec(file.field);
    if (!match) {
      errors[file.field] = ["Unknown file part; identity images go in rooms[i][guests][records][j][identity_image]."];
      continue;
    }
    const record = `${Number(match[1])}.${Number(match[2])}`;
    const path = imagePath(record);
    if (data && !data.rooms?.[Number(match[1])]?.guests?.records[Number(match[2])]) {
      errors[path] = ["There is no such guest record in data."];
    } else if (file.tooLarge) {
      errors[path] = [`Each identity image must be at most ${MAX_IDENTITY_IMAGE_BYTES / 1024 / 1024} MB.`];
    } else {
      const recordFiles = byRecord.get(record);
      if (recordFiles) recordFiles.push(file);
      else byRecord.set(record, [file]);
    }
  }
  for (const [record, recordFiles] of byRecord) {
    if (recordFiles.length > MAX_IDENTITY_IMAGES_PER_GUEST) {
      errors[imagePath(record)] = [`At most ${MAX_IDENTITY_IMAGES_PER_GUEST} identity images per guest.`];
    }
  }
  return byRecord;
}
