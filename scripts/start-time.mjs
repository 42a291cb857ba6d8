#!/usr/bin/env node
// Measures `npm start` the way a user meets it: the time from the command to the first 200 of a
// page and of an API call. Runs it a few times on one data folder (the first run on a new folder is
// the cold start, the others restarts with nothing changed) and stops each server it started.
//   node scripts/start-time.mjs [runs=3] [data folder=a new temporary one]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = new URL('..', import.meta.url).pathname;
const runs = Number(process.argv[2] ?? 3);
const ownFolder = !process.argv[3];
const dataDir = process.argv[3] ?? mkdtempSync(join(tmpdir(), 'start-time-'));
const port = 3900 + Math.floor(Math.random() * 90);
const PATHS = ['/', '/spa/api/v1/domain-configuration'];

async function answered(url) {
  try {
    // As a browser asks: the app's page is served only to a request that accepts HTML.
    return (await fetch(url, { headers: { accept: 'text/html' } })).status === 200;
  } catch {
    return false;
  }
}

async function once() {
  const started = performance.now();
  const server = spawn('npm', ['start'], {
    cwd: ROOT,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
  });
  let exited = false;
  server.on('exit', () => {
    exited = true;
  });
  try {
    for (;;) {
      if (exited) throw new Error('npm start exited before answering');
      const results = await Promise.all(
        PATHS.map((path) => answered(`http://127.0.0.1:${port}${path}`)),
      );
      if (results.every(Boolean)) return (performance.now() - started) / 1000;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    // npm, the shell and node share the group the detached spawn made.
    if (!exited) process.kill(-server.pid, 'SIGTERM');
    while (!exited) await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

try {
  for (let run = 1; run <= runs; run++) {
    const seconds = await once();
    console.log(`run ${run}: first answer after ${seconds.toFixed(2)} s`);
  }
} finally {
  if (ownFolder) rmSync(dataDir, { recursive: true, force: true });
}
