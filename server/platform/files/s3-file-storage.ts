import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { FileStorage } from "./file-storage";
import { isStorageKey } from "./file-storage";

/**
 * An S3-compatible bucket. S3_ENDPOINT and S3_FORCE_PATH_STYLE=true reach MinIO or R2;
 * credentials come from the SDK's usual chain. Objects are encrypted at rest unless S3_SSE=off.
 */
export class S3FileStorage implements FileStorage {
  constructor(
    private readonly bucket: string,
    private readonly client = new S3Client({
      region: process.env.S3_REGION ?? "us-east-1",
      endpoint: process.env.S3_ENDPOINT,
      forcePathStyle: process.env.S3_FORCE_PATH_STYLE === "true",
    }),
  ) {}

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(key),
        Body: data,
        ContentType: contentType,
        ...(process.env.S3_SSE === "off" ? {} : { ServerSideEncryption: "AES256" as const }),
      }),
    );
  }

  async get(key: string): Promise<{ data: Buffer; contentType: string } | undefined> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      const bytes = await object.Body!.transformToByteArray();
      return { data: Buffer.from(bytes), contentType: object.ContentType ?? "application/octet-stream" };
    } catch (error) {
      if (error instanceof NoSuchKey) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  private objectKey(key: string): string {
    if (!isStorageKey(key)) throw new Error("not a storage key");
    return `identity-images/${key}`;
  }
}
