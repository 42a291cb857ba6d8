import { maxHeaderSize, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { AppError } from '../lib/errors';
import { pickLang, translator } from '../lib/i18n';
import { errorBody } from './errors';
import { SECURITY_HEADERS } from './security-headers';

/** What Node's HTTP parser raises on a request it cannot read (`clientError`). */
interface ClientError extends Error {
  code?: string;
  /** The bytes the parser failed on (a Buffer at run time, whatever Fastify's types say). */
  rawPacket?: unknown;
}

/** The request line and language of the bytes that failed, as far as they can be read: the
 * answer follows the caller's envelope (v1 or v2) and language like any other. */
function requestHead(rawPacket: unknown) {
  const text = Buffer.isBuffer(rawPacket) ? rawPacket.toString('latin1') : '';
  const line = /^[A-Z]+ (\S+)/.exec(text);
  const target = line?.[1] ?? '';
  const query = new URLSearchParams(target.split('?')[1] ?? '');
  const acceptLanguage = /\r\naccept-language:[ \t]*([^\r\n]*)/i.exec(text)?.[1];
  return {
    /** The headers limit was spent on the request line: its target is too long. */
    lineTooLong: Boolean(line) && (text.indexOf('\r\n') + 1 || text.length) > maxHeaderSize,
    isV2: target.startsWith('/spa/v2/'),
    lang: pickLang(query.get('lang'), acceptLanguage),
  };
}

function appErrorOf(error: ClientError, head: ReturnType<typeof requestHead>): AppError {
  switch (error.code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return new AppError(408, 'request_timeout', 'errors.requestTimeout');
    case 'HPE_HEADER_OVERFLOW':
      return head.lineTooLong
        ? new AppError(414, 'uri_too_long', 'errors.uriTooLong')
        : new AppError(431, 'headers_too_large', 'errors.headersTooLarge');
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return new AppError(413, 'payload_too_large', 'errors.payloadTooLarge');
    default:
      return new AppError(400, 'bad_request', 'errors.badRequest');
  }
}

/** Fastify's clientErrorHandler: Node's own refusals (a malformed request line or header, a
 * target or headers over the size limit, a request too slow to arrive) in the JSON error shape
 * with the security headers, instead of Fastify's bare default. No request exists yet, so the
 * answer is written to the socket, which is then closed: the parser cannot go on after it. */
export function answerClientError(error: ClientError, socket: Socket): void {
  // A reset connection has nobody to answer; an answer already begun cannot be replaced.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (!socket.writable || socket.bytesWritten > 0) {
    socket.destroy(error);
    return;
  }
  const head = requestHead(error.rawPacket);
  const appError = appErrorOf(error, head);
  const body = JSON.stringify(errorBody(appError, translator(head.lang), head.isV2));
  const headers = {
    ...SECURITY_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  const status = `HTTP/1.1 ${appError.status} ${STATUS_CODES[appError.status]}\r\n`;
  socket.end(`${status}${lines.join('')}\r\n${body}`, () => socket.destroy());
}
