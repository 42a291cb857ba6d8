import { brotliCompressSync, constants, deflateSync, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isKeptBody } from '../lib/serializer';

/** The encodings of @fastify/compress, in its order of preference. */
type Encoding = 'br' | 'gzip' | 'deflate';
const ENCODINGS: (Encoding | 'identity')[] = ['br', 'gzip', 'deflate', 'identity'];

/** @fastify/compress's brotli quality for whole answers: fast, and still smaller than gzip. */
const COMPRESS: Record<Encoding, (bytes: Buffer) => Buffer> = {
  br: (bytes) =>
    brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  gzip: (bytes) => gzipSync(bytes),
  deflate: (bytes) => deflateSync(bytes),
};

/**
 * Kept answers (a frozen answer's bytes, lib/serializer) compressed once per encoding and sent
 * as they are: @fastify/compress would compress the same bytes again for every request, and for a
 * course's days (80 KB) that cost more than the rest of the call. Registered before it: it leaves
 * an answer that already has a Content-Encoding alone. Smaller answers stay plain, as there.
 */
export const precompressedPlugin = fp(
  async (app: FastifyInstance, { threshold }: { threshold: number }) => {
    const compressed = new WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>();
    app.addHook('onSend', async (request, reply, payload) => {
      if (!isKeptBody(payload) || payload.length < threshold) return payload;
      const accepted = request.headers['accept-encoding'];
      const encoding = accepted ? negotiate(accepted.toLowerCase(), ENCODINGS) : undefined;
      if (!encoding || encoding === 'identity') return payload;
      let forms = compressed.get(payload);
      if (!forms) {
        forms = {};
        compressed.set(payload, forms);
      }
      forms[encoding] ??= COMPRESS[encoding](payload);
      reply.header('content-encoding', encoding);
      reply.header('vary', 'accept-encoding');
      return forms[encoding];
    });
  },
);
