import type { Readable } from 'node:stream';
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

/** The SDK is a third of the server's imports: it loads only where S3 is configured. */
async function loadSdk() {
  const [s3, storage, presigner] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/lib-storage'),
    import('@aws-sdk/s3-request-presigner'),
  ]);
  return { ...s3, Upload: storage.Upload, getSignedUrl: presigner.getSignedUrl };
}

type Sdk = Awaited<ReturnType<typeof loadSdk>>;

const isMissing = (sdk: Sdk, error: unknown) =>
  error instanceof sdk.NoSuchKey ||
  (error instanceof sdk.S3ServiceException && error.$metadata.httpStatusCode === 404);

/** S3-compatible object storage. Uploads stream as multipart uploads (an upload that fails is
 * aborted, leaving nothing); reads stream with ranges; browsers may read the bytes through
 * presigned GET URLs. */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const { bucket } = options;
  const connect = (sdk: Sdk) =>
    new sdk.S3Client({
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
  let ready: Promise<{ sdk: Sdk; client: ReturnType<typeof connect> }> | undefined;
  const s3 = () => {
    ready ??= loadSdk().then((sdk) => ({ sdk, client: connect(sdk) }));
    return ready;
  };

  return {
    origin: originOf(options),

    async put(key, body, contentType) {
      const { sdk, client } = await s3();
      const upload = new sdk.Upload({
        client,
        params: { Bucket: bucket, Key: key, Body: body, ContentType: contentType },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
      });
      await upload.done();
    },

    async read(key, range) {
      const { sdk, client } = await s3();
      try {
        const object = await client.send(
          new sdk.GetObjectCommand({
            Bucket: bucket,
            Key: key,
            Range: range && `bytes=${range.start}-${range.end}`,
          }),
        );
        return object.Body as Readable;
      } catch (error) {
        if (isMissing(sdk, error)) return undefined;
        throw error;
      }
    },

    async remove(key) {
      const { sdk, client } = await s3();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    async directUrl(key, { ttlSeconds, contentType, contentDisposition }) {
      const { sdk, client } = await s3();
      return sdk.getSignedUrl(
        client,
        new sdk.GetObjectCommand({
          Bucket: bucket,
          Key: key,
          ResponseContentType: contentType,
          ResponseContentDisposition: contentDisposition,
        }),
        { expiresIn: ttlSeconds },
      );
    },
  };
}
