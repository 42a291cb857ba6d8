#!/usr/bin/env node
// Measures `npm start` the way a user meets it: the time from the command to the first 200 of a
// page and of an API call. Runs it a few times on one data folder (the first run on a new folder is
// the cold start, the others restarts with nothing changed) and stops each server it started.
//   node scripts/start-time.mjs [runs=3] [data folder=a new temporary one]
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
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

/** CPU seconds spent so far by the processes of a session (npm, the build check, the server),
 * read from /proc: unlike the wall time, it hardly depends on what else the machine runs. */
function sessionCpu(session) {
  if (!existsSync('/proc')) return undefined;
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      // Fields after the command's closing parenthesis: state is the 3rd field of the line.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      if (Number(fields[3]) !== session) continue;
      // utime, stime, and the same of the children waited for (the build check).
      ticks += [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
    } catch {
      // The process ended meanwhile.
    }
  }
  return ticks / 100;
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
      if (results.every(Boolean)) {
        return { wall: (performance.now() - started) / 1000, cpu: sessionCpu(server.pid) };
      }
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
    const { wall, cpu } = await once();
    const spent = cpu === undefined ? '' : `, ${cpu.toFixed(2)} s of CPU`;
    console.log(`run ${run}: first answer after ${wall.toFixed(2)} s${spent}`);
  }
} finally {
  if (ownFolder) rmSync(dataDir, { recursive: true, force: true });
}
