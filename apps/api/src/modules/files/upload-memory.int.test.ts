import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleBytes } from '../../../test/factories/files';
import { buildUser } from '../../../test/factories/users';
import { suiteApp } from '../../../test/helpers/suite-app';

const MIB = 1024 * 1024;
const SIZE = Number(process.env.UPLOAD_MEMORY_MIB ?? 1024) * MIB;

/** A client in a process of its own, so that only the server's memory is measured here: it
 * streams an MP4 of `size` bytes as a multipart upload, as fast as the server takes it. */
const CLIENT = `
const http = require('node:http');
const [port, authorization, size, start] = process.argv.slice(1);
const boundary = 'memory-test';
const head = Buffer.from('--' + boundary + '\\r\\ncontent-disposition: form-data; name="file"; filename="big.mp4"\\r\\ncontent-type: video/mp4\\r\\n\\r\\n');
const tail = Buffer.from('\\r\\n--' + boundary + '--\\r\\n');
const chunk = Buffer.alloc(1024 * 1024, 7);
const request = http.request({ port: Number(port), host: '127.0.0.1', method: 'POST', path: '/spa/api/v1/files',
  headers: { authorization, 'content-type': 'multipart/form-data; boundary=' + boundary,
    'content-length': head.length + Number(size) + tail.length } }, (response) => {
  let body = '';
  response.on('data', (data) => { body += data; });
  response.on('end', () => { process.stdout.write(JSON.stringify({ status: response.statusCode, body })); });
});
request.write(head);
const first = Buffer.from(start, 'hex');
request.write(first);
let sent = first.length;
const pump = () => {
  while (sent < Number(size)) {
    const part = chunk.subarray(0, Math.min(chunk.length, Number(size) - sent));
    sent += part.length;
    if (!request.write(part)) return request.once('drain', pump);
  }
  request.end(tail);
};
pump();
`;

function uploadFromAnotherProcess(port: number, authorization: string, size: number) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const start = sampleBytes.mp4Start().toString('hex');
    const client = spawn(process.execPath, [
      '-e',
      CLIENT,
      String(port),
      authorization,
      String(size),
      start,
    ]);
    let output = '';
    client.stdout.on('data', (data: Buffer) => {
      output += data;
    });
    client.on('error', reject);
    client.on('close', () => resolve(JSON.parse(output)));
  });
}

/**
 * Opt-in (UPLOAD_MEMORY_TEST=1; UPLOAD_MEMORY_MIB sets the size, 1024 by default): a 1 GB upload
 * through the real HTTP server grows the server process's memory by less than 50 MB, as the file
 * streams to storage instead of being held.
 */
describe.runIf(process.env.UPLOAD_MEMORY_TEST === '1')('memory of a streamed 1 GB upload', () => {
  const t = suiteApp({ UPLOAD_MAX_BYTES: String(SIZE + MIB) });
  let port = 0;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  it('grows the server by less than 50 MB', async () => {
    const { auth } = await buildUser(t.ctx);
    // A first upload loads every code path the measured one takes.
    expect((await uploadFromAnotherProcess(port, auth.authorization, 16 * MIB)).status).toBe(200);

    const baseline = process.memoryUsage();
    const peak = { rss: baseline.rss, heapUsed: baseline.heapUsed, external: baseline.external };
    const sample = setInterval(() => {
      const now = process.memoryUsage();
      peak.rss = Math.max(peak.rss, now.rss);
      peak.heapUsed = Math.max(peak.heapUsed, now.heapUsed);
      peak.external = Math.max(peak.external, now.external);
    }, 20);
    const started = Date.now();
    const answer = await uploadFromAnotherProcess(port, auth.authorization, SIZE);
    clearInterval(sample);

    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).data).toMatchObject({ size: SIZE, mime: 'video/mp4' });
    const growth = {
      rss: (peak.rss - baseline.rss) / MIB,
      heapUsed: (peak.heapUsed - baseline.heapUsed) / MIB,
      external: (peak.external - baseline.external) / MIB,
    };
    console.info(
      `streamed upload of ${SIZE / MIB} MB in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
        `server memory growth at peak: rss ${growth.rss.toFixed(1)} MB, heap ` +
        `${growth.heapUsed.toFixed(1)} MB, external ${growth.external.toFixed(1)} MB`,
    );
    expect(growth.rss).toBeLessThan(50);
  }, 600_000);
});
