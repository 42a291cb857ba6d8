import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { FileStorage } from './storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, Ceph, a cloud's object storage); AWS S3 without one. */
  endpoint?: string;
  /** Without keys the SDK's default chain is used (environment, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Bucket in the path (`endpoint/bucket/key`) rather than in the host name. */
  forcePathStyle: boolean;
}

/** Parts of a multipart upload, and how many travel at once: the upload holds at most
 * PART_SIZE × QUEUE_SIZE bytes in memory, whatever the file's size. */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

/** The origin browsers fetch presigned URLs from, for the app's Content-Security-Policy. */
function originOf(options: S3StorageOptions): string {
  const endpoint = new URL(options.endpoint ?? `https://s3.${options.region}.amazonaws.com`);
  return options.forcePathStyle
    ? endpoint.origin
    : `${endpoint.protocol}//${options.bucket}.${endpoint.host}`;
}

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/** S3-compatible object storage. Uploads stream as multipart uploads (an upload that fails is
 * aborted, leaving nothing); reads stream with ranges; browsers may read the bytes through
 * presigned GET URLs. */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const { bucket } = options;
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: many S3-compatible services refuse the
    // newer trailing-checksum uploads.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  return {
    origin: originOf(options),

    async put(key, body, contentType) {
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: key, Body: body, ContentType: contentType },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
      });
      await upload.done();
    },

    async read(key, range) {
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: key,
            Range: range && `bytes=${range.start}-${range.end}`,
          }),
        );
        return object.Body as Readable;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    directUrl: (key, { ttlSeconds, contentType, contentDisposition }) =>
      getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket: bucket,
          Key: key,
          ResponseContentType: contentType,
          ResponseContentDisposition: contentDisposition,
        }),
        { expiresIn: ttlSeconds },
      ),
  };
}
