import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { ObjectNotFoundError, type ByteRange, type ObjectStorage } from './object-storage.js';

export interface S3StorageOptions {
  /** Omit for AWS itself; the service's URL for MinIO, Ceph, R2 and the like. */
  endpoint?: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://host/bucket/key` instead of `https://bucket.host/key`; most self-hosted services need it. */
  forcePathStyle: boolean;
  /** Folder inside the bucket, so one bucket can serve several installations. */
  prefix?: string | undefined;
}

/**
 * Objects in a bucket of any S3-compatible service. Puts stream through multipart uploads, so a large video is never
 * held whole in memory: at most a few 5 MiB parts per upload are.
 *
 * AWS answers 403 instead of 404 for a missing key when the credentials lack `s3:ListBucket`; grant it, or a missing
 * object surfaces as an error instead of `ObjectNotFoundError`.
 */
export class S3Storage implements ObjectStorage {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.prefix = options.prefix ? `${options.prefix.replace(/^\/+|\/+$/g, '')}/` : '';
    this.client = new S3Client({
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      // Since 2025 the SDK adds CRC32 checksums (and aws-chunked bodies) to every upload by default, which several
      // S3-compatible services reject or mishandle. Only send them where the API demands it.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: {
        // Fail fast on a wrong endpoint. No socket timeout: a video download paused by the browser must not be cut.
        connectionTimeout: 10_000,
        // Each video being watched holds a socket until its response ends; the SDK's default of 50 is too few.
        httpAgent: { keepAlive: true, maxSockets: 256 },
        httpsAgent: { keepAlive: true, maxSockets: 256 },
      },
    });
  }

  // Same rule as LocalStorage, so a key that works with one driver works with the other; `..` could also be
  // normalised away by a proxy in front of a path-style endpoint.
  private objectKey(key: string): string {
    if (!/^[\w./-]+$/.test(key) || key.includes('..')) throw new Error(`Clave de almacenamiento no válida: ${key}`);
    return this.prefix + key;
  }

  async put(key: string, body: Readable, contentType: string): Promise<{ size: number }> {
    const objectKey = this.objectKey(key);
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(null, chunk);
      },
    });
    // pipeline, not pipe, so an error in `body` reaches the upload (which then aborts the multipart upload).
    const piping = pipeline(body, counter);
    // The upload reports that same error, but only after aborting, which takes a request: until then this
    // rejection must count as handled, or Node reports it as unhandled.
    piping.catch(() => undefined);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: objectKey, Body: counter, ContentType: contentType },
    });
    try {
      await upload.done();
      await piping;
    } catch (error) {
      // lib-storage closes its reader when it fails; this makes sure the caller's stream is released regardless.
      counter.destroy();
      throw error;
    }
    return { size };
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    try {
      const response = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: this.objectKey(key),
          ...(range ? { Range: `bytes=${String(range.start)}-${String(range.end)}` } : {}),
        }),
      );
      // In Node the SDK's body is the IncomingMessage itself; anything else means a browser runtime slipped in.
      if (!(response.Body instanceof Readable)) throw new Error('El servicio S3 no devolvió un flujo de Node');
      return response.Body;
    } catch (error) {
      if (isMissingObject(error)) throw new ObjectNotFoundError(key);
      throw error;
    }
  }

  async stat(key: string): Promise<{ size: number } | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return { size: head.ContentLength ?? 0 };
    } catch (error) {
      // A HEAD response has no body, so a missing bucket looks like a missing key here too.
      if (isMissingObject(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
    } catch (error) {
      // S3 answers 204 for a missing key, but some compatible services answer 404.
      if (!isMissingObject(error)) throw error;
    }
  }

  /** Closes the pooled connections (tests, shutdown). */
  destroy(): void {
    this.client.destroy();
  }
}

// A missing bucket (NoSuchBucket) is a configuration error and must not pass for a missing object.
function isMissingObject(error: unknown): boolean {
  if (error instanceof NoSuchKey || error instanceof NotFound) return true;
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket';
}
