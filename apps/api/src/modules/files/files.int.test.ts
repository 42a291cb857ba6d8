import { mkdtempSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline, Transform } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sampleBytes } from '../../../test/factories/files';
import { buildUser } from '../../../test/factories/users';
import { multipartForm } from '../../../test/helpers/multipart';
import { type LocalS3, startLocalS3 } from '../../../test/helpers/s3rver';
import { type SuiteApp, suiteApp } from '../../../test/helpers/suite-app';
import { files } from '../../db/schema/files';
import { createDiskStorage, type FileStorage } from '../../lib/storage';
import { sessionsRepository } from '../auth/sessions.repository';
import { FILE_GRANT_MIN_SECONDS, FILE_GRANT_WINDOW_SECONDS } from './file-links';
import { filesRepository } from './files.repository';

const SIGNED_URL = /^\/files\/\d+\.[\w-]{43}\/\d{4}\/\d{2}\/[\w-]{43}\.(png|pdf|jpg|mp4)$/;

/** POST /files of the suite's app, answered in `lang`. */
const uploader =
  (t: SuiteApp) =>
  (headers: Record<string, string>, payload: FormData | object, lang = 'en') =>
    t.call('POST', `/files?lang=${lang}`, headers, payload);

/** Every stored file under the suite's upload folder. */
async function storedFiles(t: SuiteApp): Promise<string[]> {
  const root = join(t.ctx.config.DATA_DIR, 'uploads');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe('POST /spa/api/v1/files and GET /files/<grant>/<key>', () => {
  const t = suiteApp();
  const upload = uploader(t);

  it('stores a PNG sent as "contract.pdf" with type application/pdf as the image it is', async () => {
    const { auth } = await buildUser(t.ctx);
    const bytes = sampleBytes.png();
    const response = await upload(
      auth,
      multipartForm({ file: { bytes, name: 'contract.pdf', type: 'application/pdf' } }),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      errors: {},
      data: { type: 2, mime: 'image/png', size: bytes.length, name: 'contract.pdf' },
    });
    expect(body.data.id).toBeGreaterThan(0);
    expect(body.data.url).toMatch(SIGNED_URL);
    expect(body.data.url).toMatch(/\.png$/);

    // Served without a bearer header: the grant in the path is what reading takes.
    const served = await t.app.inject({ method: 'GET', url: body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe("inline; filename*=UTF-8''contract.pdf");
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(served.headers['cache-control']).toContain('private');
    expect(served.headers['content-length']).toBe(String(bytes.length));
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });

  it('types a PDF as a document (4) and a JPEG as an image (2)', async () => {
    const { auth } = await buildUser(t.ctx);
    const pdf = await upload(
      auth,
      multipartForm({ file: { bytes: sampleBytes.pdf(), name: 'a' } }),
    );
    expect(pdf.json().data).toMatchObject({ type: 4, mime: 'application/pdf', name: 'a' });
    const jpeg = await upload(
      auth,
      multipartForm({ file: { bytes: sampleBytes.jpeg(), name: 'C:\\Users\\me\\photo.jpg' } }),
    );
    expect(jpeg.json().data).toMatchObject({ type: 2, mime: 'image/jpeg', name: 'photo.jpg' });
  });

  it('serves a PDF only as a sandboxed download, never inline', async () => {
    const { auth } = await buildUser(t.ctx);
    const { url } = (
      await upload(
        auth,
        multipartForm({ file: { bytes: sampleBytes.pdf(), name: "it's (1).pdf" } }),
      )
    ).json().data;
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe(
      "attachment; filename*=UTF-8''it%27s%20%281%29.pdf",
    );
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a byte range with 206 and Content-Range', async () => {
    const { auth } = await buildUser(t.ctx);
    const bytes = sampleBytes.pdf();
    const { url } = (await upload(auth, multipartForm({ file: { bytes, name: 'a.pdf' } }))).json()
      .data;
    const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-3' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-3/${bytes.length}`);
    expect(part.body).toBe('%PDF');
    const tail = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=-6' } });
    expect(tail.body).toBe('%%EOF\n');
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(bytes.length));
    expect(head.headers['content-disposition']).toMatch(/^attachment;/);
    expect(head.body).toBe('');
  });

  it('answers 404, never the bytes, without a grant, with a forged or borrowed one, or once it expired', async () => {
    const { auth } = await buildUser(t.ctx);
    const first = (
      await upload(auth, multipartForm({ file: { bytes: sampleBytes.png(), name: 'a.png' } }))
    ).json().data.url as string;
    const second = (
      await upload(auth, multipartForm({ file: { bytes: sampleBytes.jpeg(), name: 'b.jpg' } }))
    ).json().data.url as string;
    const [, , grant = '', ...key] = first.split('/');
    const [, , otherGrant = ''] = second.split('/');
    const [expires, signature = ''] = grant.split('.');
    const forgedSignature = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const refused = [
      `/files/${key.join('/')}`,
      `/files/${otherGrant}/${key.join('/')}`,
      `/files/${expires}.${forgedSignature}/${key.join('/')}`,
      `/files/${Number(expires) + 3600}.${signature}/${key.join('/')}`,
      '/files/2024/01/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.png',
      '/files/..%2F..%2Fetc%2Fpasswd',
      `/files/${grant}/..%2F..%2Fetc%2Fpasswd`,
    ];
    for (const url of refused) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ success: false });
    }

    // The grant lives at least FILE_GRANT_MIN_SECONDS, at most one window more.
    t.clock.advance(FILE_GRANT_MIN_SECONDS - 1);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(200);
    t.clock.advance(FILE_GRANT_WINDOW_SECONDS + 2);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    // A fresh answer hands out a fresh URL that works again.
    const fresh = await upload(
      auth,
      multipartForm({ file: { bytes: sampleBytes.png(), name: 'c.png' } }),
    );
    expect((await t.app.inject({ method: 'GET', url: fresh.json().data.url })).statusCode).toBe(
      200,
    );
  });

  it('refuses a text file named .png and declared image/png: 422 upload.typeNotAllowed, nothing stored', async () => {
    const { auth } = await buildUser(t.ctx);
    const before = await storedFiles(t);
    const response = await upload(
      auth,
      multipartForm({ file: { bytes: sampleBytes.text(), name: 'x.png', type: 'image/png' } }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      file: ['You can upload only a photo, video, audio or PDF'],
    });
    expect(await storedFiles(t)).toEqual(before);
  });

  it('asks for a file when there is none, an empty one or a text field instead (422)', async () => {
    const { auth } = await buildUser(t.ctx);
    const json = await upload(auth, {}, 'es');
    expect(json.statusCode).toBe(422);
    expect(json.json().errors).toEqual({ file: ['Elige un archivo'] });
    const forged = await upload(auth, { file: { storageKey: '2024/01/x.png', size: 1 } });
    expect(forged.statusCode).toBe(422);
    expect(forged.json().errors).toEqual({ file: ['Choose a file'] });
    const empty = await upload(
      auth,
      multipartForm({ file: { bytes: new Uint8Array(), name: 'a.png' } }),
    );
    expect(empty.json().errors).toEqual({ file: ['Choose a file'] });
    const field = await upload(auth, multipartForm({ file: 'not a file' }));
    expect(field.json().errors).toEqual({ file: ['Choose a file'] });
  });

  it('refuses unknown fields (422), removing the file it had already stored', async () => {
    const { auth } = await buildUser(t.ctx);
    const before = await storedFiles(t);
    const response = await upload(
      auth,
      multipartForm({ file: { bytes: sampleBytes.png(), name: 'a.png' }, kind: 'avatar' }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ kind: ['Unknown field'] });
    expect(await storedFiles(t)).toEqual(before);
  });

  it('erases the files of a deleted account: rows, stored bytes and every URL handed out', async () => {
    const { auth } = await buildUser(t.ctx);
    const other = await buildUser(t.ctx);
    const keep = (
      await upload(other.auth, multipartForm({ file: { bytes: sampleBytes.png(), name: 'k.png' } }))
    ).json().data;
    const photo = (
      await upload(auth, multipartForm({ file: { bytes: sampleBytes.png(), name: 'me.png' } }))
    ).json().data;
    const pdf = (
      await upload(auth, multipartForm({ file: { bytes: sampleBytes.pdf(), name: 'cv.pdf' } }))
    ).json().data;
    const avatar = await t.call('POST', '/user/avatar', auth, { avatar_file_id: photo.id });
    expect(avatar.json().data.user.avatar).toMatch(SIGNED_URL);
    const stored = (await storedFiles(t)).length;

    const deleted = await t.call('DELETE', '/user', auth, multipartForm({ reason: 'bye' }));
    expect(deleted.statusCode).toBe(204);
    for (const { url } of [photo, pdf]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    expect(await storedFiles(t)).toHaveLength(stored - 2);
    expect(await filesRepository(t.ctx.db).findOwned(other.user.id, keep.id)).toBeDefined();
    expect((await t.app.inject({ method: 'GET', url: keep.url })).statusCode).toBe(200);
  });

  it('answers 401 without a token and with a revoked one', async () => {
    const form = () => multipartForm({ file: { bytes: sampleBytes.png(), name: 'a.png' } });
    expect((await upload({}, form())).statusCode).toBe(401);
    const { user, auth } = await buildUser(t.ctx);
    await sessionsRepository(t.ctx.db).revokeAllOf(user.id, t.clock.now());
    expect((await upload(auth, form())).statusCode).toBe(401);
  });
});

describe('upload size limit', () => {
  const t = suiteApp({ UPLOAD_MAX_BYTES: '1024' });
  const upload = uploader(t);

  it('answers 413 naming the limit for a file over UPLOAD_MAX_BYTES, and stores nothing', async () => {
    const { auth } = await buildUser(t.ctx);
    const bytes = Buffer.concat([sampleBytes.png(), Buffer.alloc(2048)]);
    const response = await upload(auth, multipartForm({ file: { bytes, name: 'big.png' } }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'file_too_large',
      errors: { file: ['The file is too large (at most 1 KB)'] },
    });
    expect(await storedFiles(t)).toEqual([]);
    // The shared error mapping names whichever part was cut, in the caller's language.
    const russian = await upload(auth, multipartForm({ photo: { bytes, name: 'big.png' } }), 'ru');
    expect(russian.statusCode).toBe(413);
    expect(russian.json()).toMatchObject({
      code: 'file_too_large',
      message: 'Слишком большой запрос',
      errors: { photo: ['Файл слишком большой (не больше 1 КБ)'] },
    });
    // Exactly at the limit is fine.
    const exact = Buffer.concat([sampleBytes.png(), Buffer.alloc(1024 - sampleBytes.png().length)]);
    const fits = await upload(auth, multipartForm({ file: { bytes: exact, name: 'exact.png' } }));
    expect(fits.statusCode).toBe(200);
    expect(fits.json().data).toMatchObject({ id: 1, size: 1024 });
    expect(await storedFiles(t)).toHaveLength(1);
  });
});

/** Storage that reports how many bytes it has been handed so far. */
function observedDiskStorage(root: string) {
  const disk = createDiskStorage(root);
  const seen = { bytes: 0 };
  const storage: FileStorage = {
    ...disk,
    put(key, body, contentType) {
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          seen.bytes += chunk.length;
          done(null, chunk);
        },
      });
      // A failing upload fails the counted stream too (the disk adapter then cleans up).
      pipeline(body, counted, () => undefined);
      return disk.put(key, counted, contentType);
    },
  };
  return { storage, seen };
}

describe('uploads stream to storage through the HTTP server', () => {
  const root = mkdtempSync(join(tmpdir(), 'stream-test-'));
  const observed = observedDiskStorage(root);
  const t = suiteApp({ UPLOAD_MAX_BYTES: String(64 * 1024 * 1024) }, { storage: observed.storage });
  const HALF = 8 * 1024 * 1024;
  let port = 0;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  /** A multipart upload of an MP4 of `size` bytes that the test writes as it likes, starting
   * with its first half (8 MB). */
  async function openUpload(size: number) {
    const { auth } = await buildUser(t.ctx);
    const boundary = 'stream-test-boundary';
    const head = Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="clip.mp4"\r\n` +
        'content-type: video/mp4\r\n\r\n',
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    let settle: (answer: { status: number; body: string }) => void = () => undefined;
    const answer = new Promise<{ status: number; body: string }>((resolve) => {
      settle = resolve;
    });
    const request = httpRequest(
      {
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/spa/api/v1/files',
        headers: {
          ...auth,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + size + tail.length,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          settle({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    request.write(head);
    request.write(Buffer.concat([sampleBytes.mp4Start(), Buffer.alloc(HALF - 28, 7)]));
    return { request, answer, tail };
  }

  /** Resolves once storage has been handed `bytes` bytes of the uploads so far. */
  const storageHolds = (bytes: number) =>
    vi.waitFor(() => expect(observed.seen.bytes).toBeGreaterThanOrEqual(bytes), {
      timeout: 20_000,
      interval: 10,
    });

  it('hands the first megabytes to storage while the rest is still being sent', async () => {
    const upload = await openUpload(2 * HALF);
    // Only once storage holds most of the first half does the second half go: a server that
    // buffered the whole upload before storing it would never get there.
    await storageHolds(HALF / 2);
    upload.request.write(Buffer.alloc(HALF, 7));
    upload.request.end(upload.tail);
    const { status, body } = await upload.answer;
    expect(status).toBe(200);
    expect(JSON.parse(body).data).toMatchObject({ type: 1, mime: 'video/mp4', size: 2 * HALF });
    expect(observed.seen.bytes).toBe(2 * HALF);
  }, 30_000);

  it('leaves nothing stored when the client goes away mid-upload', async () => {
    const storedBefore = await readdir(root, { recursive: true });
    const rowsBefore = await t.ctx.db.select().from(files);
    const seenBefore = observed.seen.bytes;
    const upload = await openUpload(2 * HALF);
    upload.request.on('error', () => undefined);
    await storageHolds(seenBefore + HALF / 2);
    upload.request.destroy();
    // The partial file goes as soon as the server sees the connection end.
    await vi.waitFor(
      async () => expect(await readdir(root, { recursive: true })).toEqual(storedBefore),
      {
        timeout: 10_000,
        interval: 20,
      },
    );
    expect(await t.ctx.db.select().from(files)).toEqual(rowsBefore);
  }, 30_000);

  afterAll(() => rm(root, { recursive: true, force: true }));
});

describe('files in S3-compatible storage', () => {
  let s3: LocalS3;
  // Filled before the suite app opens (its beforeAll runs after this one).
  const env: Record<string, string> = {};
  beforeAll(async () => {
    s3 = await startLocalS3();
    Object.assign(env, s3.env);
  });
  afterAll(() => s3.close());
  const t = suiteApp(env);
  const upload = uploader(t);

  it('streams the upload to the bucket and redirects a granted read to a presigned URL', async () => {
    const { auth } = await buildUser(t.ctx);
    const bytes = sampleBytes.pdf();
    const response = await upload(auth, multipartForm({ file: { bytes, name: 'doc.pdf' } }));
    expect(response.statusCode).toBe(200);
    const { url } = response.json().data;
    expect(url).toMatch(SIGNED_URL);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(302);
    const location = served.headers.location as string;
    expect(location.startsWith(`${s3.env.S3_ENDPOINT}/uploads/`)).toBe(true);
    expect(location).toContain('X-Amz-Signature=');
    const fromStore = await fetch(location);
    expect(fromStore.status).toBe(200);
    expect(fromStore.headers.get('content-disposition')).toBe(
      "attachment; filename*=UTF-8''doc.pdf",
    );
    expect(Buffer.from(await fromStore.arrayBuffer()).equals(bytes)).toBe(true);

    // The app's pages may show pictures and play videos from the store's origin.
    const page = await t.get('/user', auth);
    const policy = page.headers['content-security-policy'];
    expect(policy).toContain(`img-src 'self' data: blob: ${s3.env.S3_ENDPOINT}`);
    expect(policy).toContain(`media-src 'self' blob: ${s3.env.S3_ENDPOINT}`);

    const refused = await t.app.inject({ method: 'GET', url: url.replace(/\/\d+\./, '/1.') });
    expect(refused.statusCode).toBe(404);
  });
});
