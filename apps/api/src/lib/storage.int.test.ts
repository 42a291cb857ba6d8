import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalS3, startLocalS3 } from '../../test/helpers/s3rver';
import { createStorage } from '../bootstrap';
import { loadConfig } from '../config';
import type { FileStorage } from './storage';

interface Adapter {
  name: string;
  open(): Promise<{ storage: FileStorage; close(): Promise<void> }>;
}

/** Both adapters are built from configuration, as the server builds them. */
const adapters: Adapter[] = [
  {
    name: 'disk',
    async open() {
      const dataDir = await mkdtemp(join(tmpdir(), 'storage-test-'));
      return {
        storage: createStorage(loadConfig({ DATA_DIR: dataDir })),
        close: () => rm(dataDir, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 's3 (s3rver)',
    async open() {
      const s3: LocalS3 = await startLocalS3();
      return { storage: createStorage(loadConfig(s3.env)), close: () => s3.close() };
    },
  },
];

const text = async (stream: Readable | undefined) => {
  if (!stream) throw new Error('nothing stored');
  return Buffer.concat(await stream.toArray()).toString();
};

/** `total` bytes in chunks of 64 KB, produced as they are read. */
function generated(total: number, seed: Buffer): Readable {
  return Readable.from(
    (function* () {
      for (let sent = 0; sent < total; sent += seed.length) yield seed.subarray(0, total - sent);
    })(),
  );
}

/** A stream that sends some bytes and then fails, as a cut upload does. */
function failing(): Readable {
  return Readable.from(
    (async function* () {
      yield Buffer.alloc(1024, 1);
      throw new Error('connection reset');
    })(),
  );
}

describe.each(adapters)('file storage: $name', (adapter) => {
  let storage: FileStorage;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, close } = await adapter.open());
  });
  afterAll(() => close());

  it('stores a stream and reads it back, whole and by ranges', async () => {
    await storage.put('2026/01/a.txt', Readable.from(['hello ', 'world']), 'text/plain');
    expect(await text(await storage.read('2026/01/a.txt'))).toBe('hello world');
    expect(await text(await storage.read('2026/01/a.txt', { start: 0, end: 4 }))).toBe('hello');
    expect(await text(await storage.read('2026/01/a.txt', { start: 6, end: 10 }))).toBe('world');
    expect(await text(await storage.read('2026/01/a.txt', { start: 10, end: 10 }))).toBe('d');
  });

  it('reads a key that holds nothing as undefined', async () => {
    expect(await storage.read('2026/01/never-stored.txt')).toBeUndefined();
    expect(await storage.read('2026/01/never-stored.txt', { start: 0, end: 1 })).toBeUndefined();
  });

  it('removes the bytes, and removing again or a missing key is no error', async () => {
    await storage.put('2026/01/gone.txt', Readable.from(['bye']), 'text/plain');
    await storage.remove('2026/01/gone.txt');
    expect(await storage.read('2026/01/gone.txt')).toBeUndefined();
    await expect(storage.remove('2026/01/gone.txt')).resolves.toBeUndefined();
  });

  it('replaces nothing and leaves nothing when the stream fails midway', async () => {
    await expect(
      storage.put('2026/01/cut.bin', failing(), 'application/octet-stream'),
    ).rejects.toThrow('connection reset');
    expect(await storage.read('2026/01/cut.bin')).toBeUndefined();
  });

  it('streams a 24 MB object in and out intact, and a range deep inside it', async () => {
    const size = 24 * 1024 * 1024 + 123;
    const seed = randomBytes(64 * 1024);
    const expected = createHash('sha256');
    for await (const chunk of generated(size, seed)) expected.update(chunk);

    await storage.put('2026/01/big.bin', generated(size, seed), 'application/octet-stream');
    const read = await storage.read('2026/01/big.bin');
    if (!read) throw new Error('nothing stored');
    const actual = createHash('sha256');
    let length = 0;
    for await (const chunk of read) {
      actual.update(chunk);
      length += chunk.length;
    }
    expect(length).toBe(size);
    expect(actual.digest('hex')).toBe(expected.digest('hex'));

    const start = 20 * 1024 * 1024 + 5;
    const range = await storage.read('2026/01/big.bin', { start, end: start + 99 });
    const bytes = Buffer.concat(await (range as Readable).toArray());
    const offset = start % seed.length;
    expect(bytes.equals(seed.subarray(offset, offset + 100))).toBe(true);
  }, 60_000);
});

describe('disk storage', () => {
  it('keeps no partial file beside the key of a cut upload', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'storage-test-'));
    const storage = createStorage(loadConfig({ DATA_DIR: dataDir }));
    await expect(storage.put('2026/02/cut.bin', failing(), 'x/y')).rejects.toThrow();
    expect(await readdir(join(dataDir, 'uploads', '2026', '02'))).toEqual([]);
    await expect(storage.read('../../etc/passwd')).rejects.toThrow('escapes the root');
    await rm(dataDir, { recursive: true, force: true });
  });
});

describe('s3 storage: presigned URLs', () => {
  let s3: LocalS3;
  beforeAll(async () => {
    s3 = await startLocalS3();
  });
  afterAll(() => s3.close());

  it('hands out a signed URL of the store that serves the bytes with the asked headers', async () => {
    const storage = createStorage(loadConfig(s3.env));
    expect(storage.origin).toBe(s3.env.S3_ENDPOINT);
    await storage.put('2026/03/doc.pdf', Readable.from(['%PDF-1.4 body']), 'application/pdf');
    const url = await storage.directUrl?.('2026/03/doc.pdf', {
      ttlSeconds: 60,
      contentType: 'application/pdf',
      contentDisposition: 'attachment; filename="doc.pdf"',
    });
    expect(url?.startsWith(`${s3.env.S3_ENDPOINT}/uploads/2026/03/doc.pdf?`)).toBe(true);
    expect(url).toContain('X-Amz-Expires=60');
    expect(url).toMatch(/X-Amz-Signature=[0-9a-f]{64}/);
    const response = await fetch(url ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="doc.pdf"');
    expect(await response.text()).toBe('%PDF-1.4 body');
    const ranged = await fetch(url ?? '', { headers: { range: 'bytes=0-3' } });
    expect(ranged.status).toBe(206);
    expect(await ranged.text()).toBe('%PDF');
  });
});

describe('storage configuration', () => {
  it('keeps uploads on disk without S3_BUCKET, in the bucket with it', () => {
    const disk = createStorage(loadConfig({ DATA_DIR: '/tmp/nowhere', S3_BUCKET: ' ' }));
    expect(disk.directUrl).toBeUndefined();
    expect(disk.origin).toBeUndefined();
    const aws = createStorage(loadConfig({ S3_BUCKET: 'media', S3_REGION: 'eu-west-1' }));
    expect(aws.origin).toBe('https://media.s3.eu-west-1.amazonaws.com');
    const compatible = createStorage(
      loadConfig({ S3_BUCKET: 'media', S3_ENDPOINT: 'https://storage.example.com:9000' }),
    );
    expect(compatible.origin).toBe('https://media.storage.example.com:9000');
  });

  it('refuses an upload limit the 32-bit file sizes cannot hold', () => {
    expect(() => loadConfig({ UPLOAD_MAX_BYTES: String(2 ** 31) })).toThrow('UPLOAD_MAX_BYTES');
    expect(loadConfig({ UPLOAD_MAX_BYTES: String(2 ** 31 - 1) }).UPLOAD_MAX_BYTES).toBe(
      2 ** 31 - 1,
    );
  });
});
