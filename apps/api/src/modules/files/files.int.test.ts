import { describe, expect, it } from 'vitest';
import { sampleBytes } from '../../../test/factories/files';
import { buildUser } from '../../../test/factories/users';
import { multipartForm } from '../../../test/helpers/multipart';
import { type SuiteApp, suiteApp } from '../../../test/helpers/suite-app';
import { sessionsRepository } from '../auth/sessions.repository';

const KEY_PATH = /^\/files\/\d{4}\/\d{2}\/[\w-]{43}\.(png|pdf|jpg)$/;

/** POST /files of the suite's app, answered in `lang`. */
const uploader =
  (t: SuiteApp) =>
  (headers: Record<string, string>, payload: FormData | object, lang = 'en') =>
    t.call('POST', `/files?lang=${lang}`, headers, payload);

describe('POST /spa/api/v1/files and GET /files/<key>', () => {
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
    expect(body.data.url).toMatch(KEY_PATH);
    expect(body.data.url).toMatch(/\.png$/);

    // Served without a token: the random key is the capability.
    const served = await t.app.inject({ method: 'GET', url: body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('immutable');
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
  });

  it('refuses a text file named .png and declared image/png: 422 upload.typeNotAllowed', async () => {
    const { auth } = await buildUser(t.ctx);
    const response = await upload(
      auth,
      multipartForm({ file: { bytes: sampleBytes.text(), name: 'x.png', type: 'image/png' } }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      file: ['You can upload only a photo, video, audio or PDF'],
    });
  });

  it('asks for a file when there is none, an empty one or a text field instead (422)', async () => {
    const { auth } = await buildUser(t.ctx);
    const json = await upload(auth, {}, 'es');
    expect(json.statusCode).toBe(422);
    expect(json.json().errors).toEqual({ file: ['Elige un archivo'] });
    const empty = await upload(
      auth,
      multipartForm({ file: { bytes: new Uint8Array(), name: 'a.png' } }),
    );
    expect(empty.json().errors).toEqual({ file: ['Choose a file'] });
    const field = await upload(auth, multipartForm({ file: 'not a file' }));
    expect(field.json().errors).toEqual({ file: ['Choose a file'] });
  });

  it('refuses unknown fields (422)', async () => {
    const { auth } = await buildUser(t.ctx);
    const response = await upload(
      auth,
      multipartForm({ file: { bytes: sampleBytes.png(), name: 'a.png' }, kind: 'avatar' }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ kind: ['Unknown field'] });
  });

  it('answers 401 without a token and with a revoked one', async () => {
    const form = () => multipartForm({ file: { bytes: sampleBytes.png(), name: 'a.png' } });
    expect((await upload({}, form())).statusCode).toBe(401);
    const { user, auth } = await buildUser(t.ctx);
    await sessionsRepository(t.ctx.db).revokeAllOf(user.id, t.clock.now());
    expect((await upload(auth, form())).statusCode).toBe(401);
  });

  it('answers 404 for a key that was never issued', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/files/2024/01/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.png',
    });
    expect(response.statusCode).toBe(404);
    const traversal = await t.app.inject({ method: 'GET', url: '/files/..%2F..%2Fetc%2Fpasswd' });
    expect(traversal.statusCode).toBe(404);
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
    // The shared error mapping names whichever part was cut, in the caller's language.
    const russian = await upload(auth, multipartForm({ photo: { bytes, name: 'big.png' } }), 'ru');
    expect(russian.statusCode).toBe(413);
    expect(russian.json()).toMatchObject({
      code: 'file_too_large',
      message: 'Слишком большой запрос',
      errors: { photo: ['Файл слишком большой (не больше 1 КБ)'] },
    });
    const fits = await upload(
      auth,
      multipartForm({ file: { bytes: sampleBytes.png(), name: 'small.png' } }),
    );
    expect(fits.statusCode).toBe(200);
    expect(fits.json().data.id).toBe(1);
  });
});
