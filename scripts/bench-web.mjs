#!/usr/bin/env node
// The web part of `npm run bench`: what the production build costs a visitor of the sign-in
// page, what each route group adds, and Lighthouse's mobile scores of that page. Figures only.
//
// The build is the production one (`vite build` with the app's config) plus its manifest, put in
// .bench/web-dist so that apps/web/dist stays as it is. The sign-in route's weight is measured in
// Debian's Chromium: every script and style sheet the page requests until the form is shown and
// the network is idle (the offline worker blocked: its precache is background work after the
// page is usable). That is what a visitor downloads, lazy chunks included, so it is preferred to
// a reading of the manifest, which is printed beside it as a cross-check. Sizes are gzip at
// zlib's default level, as Vite reports them; kB = 1000 bytes.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { tsImport } from 'tsx/esm/api';

const { REPO_ROOT, startServer } = await tsImport('../apps/web/e2e/server.ts', import.meta.url);
const { CHROMIUM_ARGS, CHROMIUM_PATH, launchChromium } = await tsImport(
  '../apps/web/e2e/chromium.ts',
  import.meta.url,
);

const DIST = join(REPO_ROOT, '.bench/web-dist');
const ASSETS_BASE = '/v/';
const GROUPS_DIR = 'src/app/groups/';
const ACTIVE_LOCALE = 'src/shared/i18n/locales/ru.ts';
const SCREEN_TEXTS = 'src/shared/i18n/locales/ru-screens.ts';
const LEARNING_GROUP = 'src/app/groups/learning-screens.ts';
const PLAYER = 'src/features/course/player/video-player.tsx';
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const TARGETS = { signInJsKb: 120, performance: 95, accessibility: 100 };

const kb = (bytes) => (bytes / 1000).toFixed(1);
const gzipped = new Map();
/** gzip size of a built file, by its path under the build folder. */
function gzipSize(file) {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(DIST, file))).length);
  return gzipped.get(file);
}

function sizes(files) {
  const total = { js: 0, css: 0, files: files.size };
  for (const file of files) total[file.endsWith('.css') ? 'css' : 'js'] += gzipSize(file);
  return total;
}

function build() {
  console.log('\nBuilding the web app (production config, with its manifest)…');
  const result = spawnSync(
    'npm',
    ['run', 'build', '-w', 'apps/web', '--', '--manifest', '--outDir', DIST, '--logLevel', 'warn'],
    { cwd: REPO_ROOT, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('the web build failed');
  return JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'));
}

/** The chunk files a manifest entry loads with it: itself, its static imports, their CSS. */
function staticClosure(manifest, key, files = new Set(), seen = new Set()) {
  if (seen.has(key)) return files;
  seen.add(key);
  const chunk = manifest[key];
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, files, seen);
  return files;
}

function minus(files, loaded) {
  return new Set([...files].filter((file) => !loaded.has(file)));
}

/** Scripts and style sheets of the sign-in page, as Chromium requests them. */
async function measureSignIn(baseUrl) {
  const browser = await launchChromium();
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const files = new Set();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    const type = request.resourceType();
    if ((type === 'script' || type === 'stylesheet') && pathname.startsWith(ASSETS_BASE)) {
      files.add(pathname.slice(ASSETS_BASE.length));
    }
  });
  await page.goto(baseUrl, { waitUntil: 'networkidle' });
  await page.locator('form button[type="submit"]').waitFor();
  await page.waitForLoadState('networkidle');
  await browser.close();
  return files;
}

function lighthouseOnce(url) {
  const reportDir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  const reportPath = join(reportDir, 'report.json');
  return new Promise((resolve, reject) => {
    const child = spawn(
      join(REPO_ROOT, 'node_modules/.bin/lighthouse'),
      [
        url,
        '--quiet',
        '--no-enable-error-reporting',
        '--only-categories=performance,accessibility,best-practices',
        '--output=json',
        `--output-path=${reportPath}`,
        `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let errors = '';
    child.stderr.on('data', (chunk) => {
      errors += chunk;
    });
    child.once('exit', (code) => {
      try {
        if (code !== 0) throw new Error(`lighthouse exited with ${code}:\n${errors}`);
        const { categories, audits } = JSON.parse(readFileSync(reportPath, 'utf8'));
        const opportunities = Object.values(audits)
          .filter((audit) => audit.details?.type === 'opportunity' && audit.numericValue > 0)
          .sort((a, b) => b.numericValue - a.numericValue)
          .slice(0, 3)
          .map((audit) => `${audit.title} (${Math.round(audit.numericValue)} ms)`);
        resolve({
          opportunities,
          performance: Math.round(categories.performance.score * 100),
          accessibility: Math.round(categories.accessibility.score * 100),
          bestPractices: Math.round(categories['best-practices'].score * 100),
          lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
          tbtMs: Math.round(audits['total-blocking-time'].numericValue),
          cls: audits['cumulative-layout-shift'].numericValue.toFixed(3),
        });
      } catch (error) {
        reject(error);
      } finally {
        rmSync(reportDir, { recursive: true, force: true });
      }
    });
  });
}

/** The run with the median performance score. */
async function lighthouse(url) {
  const runs = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run++) runs.push(await lighthouseOnce(url));
  runs.sort((a, b) => a.performance - b.performance);
  return runs[Math.floor(runs.length / 2)];
}

const manifest = build();
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entry = staticClosure(manifest, entryKey);
const groupKeys = Object.keys(manifest).filter((key) => key.startsWith(GROUPS_DIR));
const signInKey = groupKeys.find((key) => key.includes('sign-in'));
const byManifest = new Set([
  ...entry,
  ...staticClosure(manifest, signInKey),
  ...staticClosure(manifest, ACTIVE_LOCALE),
]);

const server = await startServer(DIST);
let measured;
let scores;
try {
  measured = await measureSignIn(server.baseUrl);
  console.log(`Lighthouse, mobile preset, ${LIGHTHOUSE_RUNS} run(s)…`);
  scores = await lighthouse(`${server.baseUrl}/`);
} finally {
  await server.stop();
}

const signIn = sizes(measured);
const estimate = sizes(byManifest);
console.log('\n| sign-in route, before it is interactive | JS gzip kB | CSS gzip kB | files |');
console.log('| --- | ---: | ---: | ---: |');
console.log(`| measured in Chromium | ${kb(signIn.js)} | ${kb(signIn.css)} | ${signIn.files} |`);
console.log(
  `| by the manifest: entry + sign-in group + ru | ${kb(estimate.js)} | ${kb(estimate.css)} | ${estimate.files} |`,
);
console.log(`| target | ≤ ${TARGETS.signInJsKb} | | |`);
console.log(`\nLoaded: ${[...measured].sort().join(', ')}`);

console.log('\n| route group (what it adds to the entry) | JS gzip kB | CSS gzip kB | files |');
console.log('| --- | ---: | ---: | ---: |');
const entrySizes = sizes(entry);
console.log(
  `| entry (index.html) | ${kb(entrySizes.js)} | ${kb(entrySizes.css)} | ${entrySizes.files} |`,
);
for (const key of groupKeys.sort()) {
  const name = key.slice(GROUPS_DIR.length).replace(/\.tsx?$/, '');
  const group = sizes(minus(staticClosure(manifest, key), entry));
  console.log(`| ${name} | ${kb(group.js)} | ${kb(group.css)} | ${group.files} |`);
}

// The day screen: the app, the learning group with its texts, the lazy player, and hls.js,
// which only browsers without native HLS fetch.
const hlsKey = Object.keys(manifest).find((key) => key.includes('hls.js'));
const dayScreen = new Set([
  ...entry,
  ...staticClosure(manifest, ACTIVE_LOCALE),
  ...staticClosure(manifest, SCREEN_TEXTS),
  ...staticClosure(manifest, LEARNING_GROUP),
  ...staticClosure(manifest, PLAYER),
]);
const day = sizes(dayScreen);
const hls = sizes(minus(staticClosure(manifest, hlsKey), dayScreen));
console.log('\n| day screen (/course/{id}/calendar/{day}) | JS gzip kB | CSS gzip kB | files |');
console.log('| --- | ---: | ---: | ---: |');
console.log(
  `| app + learning group + ru texts + player | ${kb(day.js)} | ${kb(day.css)} | ${day.files} |`,
);
console.log(
  `| + hls.js, without native HLS | ${kb(day.js + hls.js)} | ${kb(day.css)} | ${day.files + hls.files} |`,
);

console.log(
  '\n| Lighthouse, mobile, sign-in page | performance | accessibility | best practices | LCP ms | TBT ms | CLS |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
console.log(
  `| median of ${LIGHTHOUSE_RUNS} | ${scores.performance} | ${scores.accessibility} | ${scores.bestPractices} | ${scores.lcpMs} | ${scores.tbtMs} | ${scores.cls} |`,
);
console.log(`| target | ≥ ${TARGETS.performance} | ${TARGETS.accessibility} | | | | |`);
if (scores.opportunities.length > 0) {
  console.log(`\nLighthouse's largest savings: ${scores.opportunities.join('; ')}`);
}
