#!/usr/bin/env node
// Builds the web app (apps/web/dist) and stamps the build with a digest of its sources.
// With --if-changed (npm start) a build whose stamp matches the sources is reused, so a restart
// with nothing changed answers within seconds instead of waiting for Vite.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = new URL('..', import.meta.url).pathname;
const DIST = join(ROOT, 'apps/web/dist');
const STAMP = join(DIST, '.sources-digest');
/** What the bundle is made of: the app, the packages it imports, the locked dependencies. */
const INPUTS = [
  'apps/web',
  'packages/domain',
  'packages/contracts',
  'package-lock.json',
  'tsconfig.base.json',
];
/** Not part of the bundle: outputs, dependencies, tests and the browser journeys. */
const SKIPPED = /(^|\/)(node_modules|dist|e2e)(\/|$)|\.test\.tsx?$/;

function filesOf(path) {
  if (SKIPPED.test(relative(ROOT, path))) return [];
  const entries = readdirSync(path, { withFileTypes: true });
  return entries.flatMap((entry) => {
    const child = join(path, entry.name);
    if (entry.isDirectory()) return filesOf(child);
    return SKIPPED.test(relative(ROOT, child)) ? [] : [child];
  });
}

function sourcesDigest() {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    const path = join(ROOT, input);
    const files = input.includes('.') ? [path] : filesOf(path).sort();
    for (const file of files)
      hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file));
  }
  return hash.digest('hex');
}

const digest = sourcesDigest();
const reusable =
  process.argv.includes('--if-changed') &&
  existsSync(STAMP) &&
  readFileSync(STAMP, 'utf8') === digest;
if (reusable) {
  console.log('web app: the build in apps/web/dist is up to date');
} else {
  const { status } = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
  writeFileSync(STAMP, digest);
}
