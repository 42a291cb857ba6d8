#!/usr/bin/env node
// Builds what `npm start` runs: the web app (apps/web/dist) and the API as one ES module
// (apps/api/dist/server.mjs), each stamped with a digest of its sources. With --if-changed
// (npm start) a build whose stamp matches its sources is reused, so a restart with nothing changed
// skips Vite, and the API starts without compiling TypeScript on every start.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';

const ROOT = new URL('..', import.meta.url).pathname;
/** Not part of any build: outputs, dependencies, tests and the browser journeys. */
const SKIPPED = /(^|\/)(node_modules|dist|e2e)(\/|$)|\.test\.tsx?$/;
/** Shared by both builds: the packages they bundle and the locked dependencies. */
const SHARED = ['packages/domain', 'packages/contracts', 'package-lock.json', 'tsconfig.base.json'];

const TARGETS = [
  {
    name: 'web app',
    dist: 'apps/web/dist',
    inputs: ['apps/web', ...SHARED],
    build() {
      const { status } = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
        cwd: ROOT,
        stdio: 'inherit',
      });
      return status === 0;
    },
  },
  {
    name: 'API',
    dist: 'apps/api/dist',
    // The migrations and course files are read from apps/api at run time, not bundled.
    inputs: ['apps/api/src', 'apps/api/package.json', 'scripts/build.mjs', ...SHARED],
    build: buildApi,
  },
];

function filesOf(path) {
  if (SKIPPED.test(relative(ROOT, path))) return [];
  const entries = readdirSync(path, { withFileTypes: true });
  return entries.flatMap((entry) => {
    const child = join(path, entry.name);
    if (entry.isDirectory()) return filesOf(child);
    return SKIPPED.test(relative(ROOT, child)) ? [] : [child];
  });
}

function sourcesDigest(inputs) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    const path = join(ROOT, input);
    const files = input.includes('.') ? [path] : filesOf(path).sort();
    for (const file of files)
      hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file));
  }
  return hash.digest('hex');
}

/**
 * Bundles the API's own code and the workspace packages (TypeScript) into one module; every
 * other package stays an import of node_modules. `import.meta.url` of each source is rewritten to
 * the source's place relative to the bundle, so paths the code resolves from it (migrations,
 * course files, the web build) are those of the sources.
 */
async function buildApi() {
  const { build } = await import('esbuild');
  const outfile = join(ROOT, 'apps/api/dist/server.mjs');
  await build({
    entryPoints: [join(ROOT, 'apps/api/src/server.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'workspace-sources',
        setup(api) {
          api.onResolve({ filter: /^[^./]/ }, ({ path }) =>
            path.startsWith('@platform/') ? undefined : { external: true },
          );
          api.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
            const source = relative(dirname(outfile), path);
            const url = `new URL(${JSON.stringify(source)}, import.meta.url).href`;
            const text = await readFile(path, 'utf8');
            return { contents: text.replaceAll('import.meta.url', url), loader: 'ts' };
          });
        },
      },
    ],
  });
  console.log(`API: bundled into ${relative(ROOT, outfile)}`);
  return true;
}

const ifChanged = process.argv.includes('--if-changed');
for (const target of TARGETS) {
  const stamp = join(ROOT, target.dist, '.sources-digest');
  const digest = sourcesDigest(target.inputs);
  if (ifChanged && existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) {
    console.log(`${target.name}: the build in ${target.dist} is up to date`);
    continue;
  }
  if (!(await target.build())) process.exit(1);
  writeFileSync(stamp, digest);
}
