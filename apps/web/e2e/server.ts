import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JOURNEY_LEARNER_EMAILS, JOURNEY_LEARNER_PASSWORD } from './learners';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const DEFAULT_WEB_DIST = join(REPO_ROOT, 'apps/web/dist');

const READY_MARKER = 'API listening on';
// Migrations and the demo seed on a fresh database; minutes when the machine is shared.
const START_TIMEOUT_MS = 180_000;

/** A port nobody listens on right now (the server needs it before it starts, for PUBLIC_URL). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(address),
      );
    });
  });
}

function waitUntilReady(server: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`The server did not start in time:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const collect = (chunk: Buffer) => {
      output += chunk;
      if (output.includes(READY_MARKER)) {
        clearTimeout(timer);
        server.removeAllListeners('exit');
        resolve();
      }
    };
    server.stdout?.on('data', collect);
    server.stderr?.on('data', collect);
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with ${code} before it was ready:\n${output}`));
    });
  });
}

/** Seeds the fresh database with the journeys' learners before the server owns it. */
function arrangeLearners(env: NodeJS.ProcessEnv): void {
  const run = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/api/test/arrange/journey-learners.ts',
      JOURNEY_LEARNER_PASSWORD,
      ...JOURNEY_LEARNER_EMAILS,
    ],
    { cwd: REPO_ROOT, env, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`Arranging the journey learners failed:\n${run.stderr}`);
}

export type RunningServer = { baseUrl: string; stop(): Promise<void> };

/**
 * Starts the real server (apps/api/src/server.ts) on a free port with a fresh data folder: the
 * embedded database (PGlite) with the demo seed, mail captured at /dev/mailbox.json, serving the
 * web build of `webDist`. DATABASE_URL, REDIS_URL and SMTP_URL of the caller's environment are
 * not passed on: every run starts from the same empty state.
 */
export async function startServer(webDist = DEFAULT_WEB_DIST): Promise<RunningServer> {
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error(`No web build in ${webDist}: run \`npm run build\` first.`);
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'web-server-'));
  const { DATABASE_URL, REDIS_URL, SMTP_URL, ...inherited } = process.env;
  arrangeLearners({ ...inherited, DATA_DIR: dataDir });
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...inherited,
      NODE_ENV: 'development', // keeps the capture mailbox
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl, // mailed links point back at this server
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDist,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(server);
  } catch (error) {
    await stop();
    throw error;
  }
  // Warnings and errors of the server show up in the caller's output.
  server.stderr?.pipe(process.stderr);
  return { baseUrl, stop };
}
