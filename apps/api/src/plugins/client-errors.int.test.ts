import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { SECURITY_HEADERS } from './security-headers';

/**
 * Requests Node's HTTP parser refuses before any route sees them, sent as raw bytes to a
 * listening app: each answers the JSON error shape with the security headers, in the caller's
 * envelope and language as far as the bytes tell them.
 */

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Writes the bytes and reads the answer until the server closes the connection. */
function send(bytes: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) });
    });
    socket.end(bytes, 'latin1');
  });
}

function expectShape(answer: RawAnswer, status: number) {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(answer.headers.connection).toBe('close');
  for (const [name, value] of Object.entries(SECURITY_HEADERS))
    expect(answer.headers[name], name).toBe(value);
  expect(answer.body).toMatchObject({ status, data: null, errors: {} });
}

describe("Node's client errors", () => {
  it('a malformed header answers 400 (v1, Russian by default)', async () => {
    const answer = await send('GET /spa/api/v1/user HTTP/1.1\r\nHost: x\r\nNo colon here\r\n\r\n');
    expectShape(answer, 400);
    expect(answer.body).toMatchObject({
      success: false,
      name: 'Bad Request',
      code: 'bad_request',
      message: 'Некорректный запрос',
    });
  });

  it('a control character in a header answers 400 in the v2 envelope and the asked language', async () => {
    const answer = await send(
      'GET /spa/v2/user?lang=en HTTP/1.1\r\nHost: x\r\nX-A: a\u0001b\r\n\r\n',
    );
    expectShape(answer, 400);
    expect(answer.body).toEqual({
      message: 'error: Bad request',
      data: null,
      code: 'bad_request',
      status: 400,
      errors: {},
    });
  });

  it('a malformed request line answers 400', async () => {
    expectShape(await send('GET\u0000 / HTTP/1.1\r\n\r\n'), 400);
  });

  it('a request target over the header limit answers 414', async () => {
    const answer = await send(`GET /spa/api/v1/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expectShape(answer, 414);
    expect(answer.body).toMatchObject({ code: 'uri_too_long', message: expect.any(String) });
  });

  it('headers over the limit answer 431, in the language they ask for', async () => {
    const big = `X-Big: ${'a'.repeat(20_000)}\r\n`;
    const answer = await send(`GET /spa/api/v1/user HTTP/1.1\r\nAccept-Language: es\r\n${big}\r\n`);
    expectShape(answer, 431);
    expect(answer.body).toMatchObject({
      code: 'headers_too_large',
      message: 'Las cabeceras de la solicitud son demasiado grandes',
    });
  });
});

describe("the router's refusals", () => {
  it.each([
    [
      'a path parameter over its length',
      `/spa/api/v1/user-course-streams/${'1'.repeat(200)}/filters`,
      414,
    ],
    [
      'a path that is no valid percent-encoding',
      '/spa/api/v1/user-course-streams/%ZZ/filters',
      400,
    ],
  ])('%s (%s) answers %i with the security headers', async (_, url, status) => {
    const response = await t.app.inject({ method: 'POST', url, payload: {} });
    expect(response.statusCode).toBe(status);
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      expect(response.headers[name], name).toBe(value);
    expect(response.json()).toMatchObject({ success: false, status, data: null, errors: {} });
  });
});
