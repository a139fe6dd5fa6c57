import "server-only";
import { randomUUID } from "node:crypto";
import { LocalFileStorage } from "./local-file-storage";
import { S3FileStorage } from "./s3-file-storage";

/** Where ID photos live: never under a public path; read only through signed URLs. */
export interface FileStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<{ data: Buffer; contentType: string } | undefined>;
  delete(key: string): Promise<void>;
}

const STORAGE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png)$/;

/** A random name: it tells nothing about the guest and cannot be guessed. */
export function newStorageKey(contentType: string): string {
  return `${randomUUID()}.${contentType === "image/png" ? "png" : "jpg"}`;
}

/** Only names this app made are accepted, so no key can walk out of the storage folder. */
export function isStorageKey(key: string): boolean {
  return STORAGE_KEY.test(key);
}

export function contentTypeOfKey(key: string): "image/jpeg" | "image/png" {
  return key.endsWith(".png") ? "image/png" : "image/jpeg";
}

/** An S3-compatible bucket when S3_BUCKET is set (AWS S3, MinIO, R2); the local disk otherwise. */
export function getFileStorage(): FileStorage {
  const bucket = process.env.S3_BUCKET;
  return bucket ? new S3FileStorage(bucket) : new LocalFileStorage(process.env.FILE_STORAGE_DIR ?? ".data/files");
}
