#!/usr/bin/env node
// The web part of `npm run bench`: what the production build costs a visitor of the sign-in
// page, what each route group adds, and Lighthouse's mobile scores of that page and of the home
// and day screens of the signed-in demo learner. Figures only.
//
// The build is the production one (`vite build` with the app's config) plus its manifest, put in
// .bench/web-dist so that apps/web/dist stays as it is. The sign-in route's weight is measured in
// Debian's Chromium (the offline worker blocked: its precache is background work after the page
// is usable), twice: the scripts and style sheets requested before the form appeared, which is
// what the page needs to become interactive, and everything requested until the network is
// idle, which would add whatever the page defers past that point. A reading of the manifest is
// printed beside them as a cross-check. Sizes are gzip at zlib's default level, as Vite reports
// them (the server sends Brotli copies, a little smaller); kB = 1000 bytes.
//
// LIGHTHOUSE_RUNS (3) runs a page, the median kept; LIGHTHOUSE_REPORTS, a folder that keeps
// each report.
//
// Lighthouse signs nobody in and clears the site's storage before it loads a page. For the
// signed-in screens each run gets a fresh Chromium profile that holds only the demo learner's
// session (the token the app keeps in local storage, put there without loading the app) and the
// cookie choice, so the page loads with a cold cache and no offline worker, as on a new device;
// Lighthouse attaches to that Chromium by its debugging port and leaves its storage alone.
//
// Beside Lighthouse, each signed-in screen is loaded cold as many times in Chromium at
// Lighthouse's fourfold CPU slowdown, traced, for its main thread's longest task and the sum of
// its tasks' excess over 50 ms (what Lighthouse's blocking time adds up between the first paint
// and the page going quiet); each figure's median over the loads is printed.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, extname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { tsImport } from 'tsx/esm/api';

const { REPO_ROOT, freePort, startServer } = await tsImport(
  '../apps/web/e2e/server.ts',
  import.meta.url,
);
const { DEMO } = await tsImport('../apps/web/e2e/learners.ts', import.meta.url);
const { SCREEN_GROUPS } = await tsImport('../apps/web/src/app/route-groups.ts', import.meta.url);
const { groupModuleFile, kebab } = await tsImport(
  '../apps/web/build/group-modules.ts',
  import.meta.url,
);
const { asReturningVisitor } = await tsImport('../apps/web/e2e/visitor.ts', import.meta.url);
const { storageName, TOKEN_STORAGE_KEY } = await tsImport(
  '../packages/domain/src/constants/cookies.ts',
  import.meta.url,
);
const { TOKEN_COOKIE_DAYS } = await tsImport(
  '../packages/domain/src/constants/session.ts',
  import.meta.url,
);
const { DAY_S } = await tsImport('../packages/domain/src/constants/time.ts', import.meta.url);
const { chromium } = await import('playwright-core');
const { CHROMIUM_ARGS, CHROMIUM_PATH, launchChromium } = await tsImport(
  '../apps/web/e2e/chromium.ts',
  import.meta.url,
);

const DIST = join(REPO_ROOT, '.bench/web-dist');
const ASSETS_BASE = '/v/';
const WEB_ROOT = join(REPO_ROOT, 'apps/web');
const ACTIVE_LOCALE = 'src/shared/i18n/locales/ru.ts';
const SCREEN_TEXTS = 'src/shared/i18n/locales/ru-screens.ts';
const PLAYER = 'src/features/learning/player/video-player.tsx';
const SUBMIT_BUTTON = 'form button[type="submit"]';
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** A folder that keeps each Lighthouse report (JSON, for the Lighthouse viewer), named by page
 * and time; unset, the reports are dropped once read. */
const KEEP_REPORTS = process.env.LIGHTHOUSE_REPORTS;
if (KEEP_REPORTS) mkdirSync(KEEP_REPORTS, { recursive: true });
const reportName = (url) =>
  `${new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'sign-in'}-${Date.now()}`;
/** The demo learner's screens Lighthouse measures signed in (apps/api/src/seed: stream 1 is the
 * running yoga course, day 4 its current day). */
const SIGNED_IN_SCREENS = [
  ['home', '/home'],
  ['day', '/course/1/calendar/4'],
];
const TOKEN_KEY = storageName(TOKEN_STORAGE_KEY);
const DEBUGGER_TIMEOUT_MS = 30_000;
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

/** The manifest key of a source file's chunk: a dynamic entry whose module other chunks also
 * import is keyed by its chunk name rather than by its source path. */
function chunkKey(manifest, source) {
  if (manifest[source]) return source;
  const name = basename(source, extname(source));
  const key = Object.keys(manifest).find(
    (candidate) => manifest[candidate].isDynamicEntry && manifest[candidate].name === name,
  );
  if (!key) throw new Error(`no chunk of ${source} in the manifest`);
  return key;
}

function minus(files, loaded) {
  return new Set([...files].filter((file) => !loaded.has(file)));
}

/** The assets of a request URL under the build's base, or null for anything else. */
function assetPath(url) {
  const { pathname } = new URL(url);
  if (!pathname.startsWith(ASSETS_BASE) || !/\.(js|css)$/.test(pathname)) return null;
  return pathname.slice(ASSETS_BASE.length);
}

/** Scripts and style sheets of the sign-in page, as Chromium requests them: before the form
 * appeared in the page, and until the network is idle. */
async function measureSignIn(baseUrl) {
  const browser = await launchChromium();
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    serviceWorkers: 'block',
  });
  // When React puts the form into the document, its handlers are attached: it is interactive.
  await context.addInitScript((selector) => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector(selector)) return;
      window.formShownAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, SUBMIT_BUTTON);
  const page = await context.newPage();
  const untilIdle = new Set();
  page.on('request', (request) => {
    const file = assetPath(request.url());
    if (file) untilIdle.add(file);
  });
  await page.goto(baseUrl, { waitUntil: 'networkidle' });
  await page.locator(SUBMIT_BUTTON).waitFor();
  await page.waitForLoadState('networkidle');
  const { shownAt, requests } = await page.evaluate(() => ({
    shownAt: window.formShownAt,
    requests: performance
      .getEntriesByType('resource')
      .map((entry) => ({ url: entry.name, startTime: entry.startTime })),
  }));
  await browser.close();
  const beforeForm = requests
    .filter((request) => request.startTime <= shownAt)
    .map((request) => assetPath(request.url))
    .filter(Boolean);
  return { beforeForm: new Set(beforeForm), untilIdle };
}

/** Lighthouse's mobile CPU slowdown, applied in Chromium for the main-thread figures. */
const CPU_SLOWDOWN = 4;
/** How long the page stays quiet after the screen is in before a trace ends. */
const QUIET_MS = 1000;
/** A task longer than this blocks input; the excess is what Lighthouse's blocking time adds up. */
const LONG_TASK_MS = 50;

/**
 * One cold load of a signed-in screen in Chromium at Lighthouse's CPU slowdown, traced: the
 * longest main-thread task and the sum of every task's excess over 50 ms, from the navigation
 * until the screen is in and the page has been quiet for a second. Steadier than Lighthouse's
 * score, whose CPU timings also move with the machine's load, and it names the figure a change
 * to the start-up moves.
 */
async function mainThreadOnce(url, token) {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      serviceWorkers: 'block',
    });
    await asReturningVisitor(context, new URL(url).origin);
    await keepSession(context, new URL(url).origin, token);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    // RunTask, the main thread's tasks, is in the disabled-by-default category.
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
    });
    await page.goto(url);
    // Until the screen is in (the app's loading states are aria-busy), the network is quiet and
    // a second has passed without a request, as Lighthouse waits for a quiet page: the network
    // alone can be quiet for a while before the screen renders.
    await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(QUIET_MS);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
    // The page's renderer: the about:blank it started on may have had its own.
    const renderers = new Set(
      traceEvents
        .filter((event) => event.name === 'thread_name' && event.args.name === 'CrRendererMain')
        .map((event) => `${event.pid}:${event.tid}`),
    );
    const tasksByThread = new Map();
    for (const event of traceEvents) {
      const thread = `${event.pid}:${event.tid}`;
      if (event.name !== 'RunTask' || event.ph !== 'X' || !renderers.has(thread)) continue;
      if (!tasksByThread.has(thread)) tasksByThread.set(thread, []);
      tasksByThread.get(thread).push(event.dur / 1000);
    }
    const total = (durations) => durations.reduce((sum, ms) => sum + ms, 0);
    const tasks = [...tasksByThread.values()].sort((a, b) => total(b) - total(a))[0] ?? [];
    return {
      longestMs: Math.round(Math.max(0, ...tasks)),
      blockingMs: Math.round(tasks.reduce((sum, ms) => sum + Math.max(0, ms - LONG_TASK_MS), 0)),
    };
  } finally {
    await browser.close();
  }
}

/** The item with the median figure (the upper one of an even count). */
function medianBy(items, figure) {
  const sorted = [...items].sort((a, b) => figure(a) - figure(b));
  return sorted[Math.floor(sorted.length / 2)];
}

/** One Lighthouse run (mobile preset, its default); `flags` add to its command line. */
function lighthouseOnce(url, flags = []) {
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
        ...flags,
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
        if (KEEP_REPORTS) copyFileSync(reportPath, join(KEEP_REPORTS, `${reportName(url)}.json`));
        rmSync(reportDir, { recursive: true, force: true });
      }
    });
  });
}

async function demoToken(baseUrl) {
  const response = await fetch(`${baseUrl}/spa/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  if (!response.ok) throw new Error(`signing the demo learner in: ${response.status}`);
  return (await response.json()).data.token;
}

/** The demo learner's session where the app keeps it: local storage and a cookie (spec section 9:
 * 30 days, SameSite=Strict), which the server reads to name the first screen's files. */
async function keepSession(context, origin, token) {
  await context.addInitScript(
    ([key, value]) => window.localStorage.setItem(key, value),
    [TOKEN_KEY, token],
  );
  await context.addCookies([
    {
      name: TOKEN_KEY,
      value: token,
      url: origin,
      sameSite: 'Strict',
      expires: Math.round(Date.now() / 1000) + TOKEN_COOKIE_DAYS * DAY_S,
    },
  ]);
}

/** A Chromium profile holding only the demo learner's session and the cookie choice: a blank
 * page of the server's origin stands in for the app, so nothing is cached. */
async function signedInProfile(baseUrl, token) {
  const profile = mkdtempSync(join(tmpdir(), 'bench-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  await asReturningVisitor(context, baseUrl);
  await keepSession(context, baseUrl, token);
  const page = context.pages()[0] ?? (await context.newPage());
  await page.route(`${baseUrl}/`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>profile</title>' }),
  );
  // The blank page runs the init script that stores the token.
  await page.goto(`${baseUrl}/`);
  await context.close();
  return profile;
}

/** Chromium on the profile, reachable by Lighthouse at its debugging port. */
async function chromiumAt(profile) {
  const port = await freePort();
  const browser = spawn(
    CHROMIUM_PATH,
    [
      '--headless=new',
      ...CHROMIUM_ARGS,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    // Its own process group, so that its helper processes stop with it (see stopChromium).
    { stdio: 'ignore', detached: true },
  );
  const deadline = Date.now() + DEBUGGER_TIMEOUT_MS;
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { port, browser };
    if (Date.now() > deadline) {
      browser.kill();
      throw new Error('Chromium did not open its debugging port in time');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** One Lighthouse run of a screen as the signed-in demo learner, on a fresh profile. */
async function signedInLighthouseOnce(url, token) {
  const profile = await signedInProfile(new URL(url).origin, token);
  const { port, browser } = await chromiumAt(profile);
  try {
    return await lighthouseOnce(url, [`--port=${port}`, '--disable-storage-reset']);
  } finally {
    const exited = new Promise((resolve) => browser.once('exit', resolve));
    // The whole group: a helper left running goes on writing the profile while it is removed.
    process.kill(-browser.pid, 'SIGKILL');
    await exited;
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  }
}

/** Lighthouse's own failures to record a page load (NO_NAVSTART and its kin) ask for another
 * run; anything else is a real error. */
const RECORDING_FAILED = /Please run Lighthouse again/;
const RECORDING_ATTEMPTS = 3;

async function recordedRun(runOnce, attempt = 1) {
  try {
    return await runOnce();
  } catch (error) {
    if (attempt >= RECORDING_ATTEMPTS || !RECORDING_FAILED.test(error.message)) throw error;
    console.log(`  Lighthouse did not record the page (attempt ${attempt}); running it again`);
    return recordedRun(runOnce, attempt + 1);
  }
}

/** The run with the median performance score. */
async function lighthouse(runOnce) {
  const runs = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run++) runs.push(await recordedRun(runOnce));
  return medianBy(runs, (run) => run.performance);
}

const manifest = build();
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entry = staticClosure(manifest, entryKey);
const groupKeys = new Map(
  Object.keys(SCREEN_GROUPS).map((group) => [
    `${kebab(group)}-screens`,
    chunkKey(manifest, relative(WEB_ROOT, groupModuleFile(group))),
  ]),
);
const byManifest = new Set([
  ...entry,
  ...staticClosure(manifest, groupKeys.get('sign-in-screens')),
  ...staticClosure(manifest, ACTIVE_LOCALE),
]);

const server = await startServer(DIST);
let measured;
let scores;
/** Each signed-in screen's main-thread figures, one entry per cold load. */
const mainThread = [];
try {
  measured = await measureSignIn(server.baseUrl);
  console.log(`Lighthouse, mobile preset, ${LIGHTHOUSE_RUNS} run(s) a page…`);
  scores = [['sign-in page (/)', await lighthouse(() => lighthouseOnce(`${server.baseUrl}/`))]];
  const token = await demoToken(server.baseUrl);
  for (const [name, path] of SIGNED_IN_SCREENS) {
    const url = `${server.baseUrl}${path}`;
    scores.push([
      `${name} (${path}), signed in`,
      await lighthouse(() => signedInLighthouseOnce(url, token)),
    ]);
    const loads = [];
    for (let run = 0; run < LIGHTHOUSE_RUNS; run++) loads.push(await mainThreadOnce(url, token));
    mainThread.push([`${name} (${path})`, loads]);
  }
} finally {
  await server.stop();
}

const rows = [
  ['measured in Chromium: requested before the form appeared', measured.beforeForm],
  ['measured in Chromium: requested until the network is idle', measured.untilIdle],
  ['by the manifest: entry + sign-in group + ru', byManifest],
];
console.log('\n| sign-in route | JS gzip kB | CSS gzip kB | files |');
console.log('| --- | ---: | ---: | ---: |');
for (const [label, files] of rows) {
  const total = sizes(files);
  console.log(`| ${label} | ${kb(total.js)} | ${kb(total.css)} | ${total.files} |`);
}
console.log(`| target, before it is interactive | ≤ ${TARGETS.signInJsKb} | | |`);
console.log(`\nBefore the form: ${[...measured.beforeForm].sort().join(', ')}`);
console.log(
  `After it, until idle: ${[...minus(measured.untilIdle, measured.beforeForm)].sort().join(', ')}`,
);

console.log('\n| route group (what it adds to the entry) | JS gzip kB | CSS gzip kB | files |');
console.log('| --- | ---: | ---: | ---: |');
const entrySizes = sizes(entry);
console.log(
  `| entry (index.html) | ${kb(entrySizes.js)} | ${kb(entrySizes.css)} | ${entrySizes.files} |`,
);
for (const [name, key] of [...groupKeys].sort()) {
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
  ...staticClosure(manifest, groupKeys.get('learning-screens')),
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
  `\n| Lighthouse, mobile, median of ${LIGHTHOUSE_RUNS} | performance | accessibility | best practices | LCP ms | TBT ms | CLS |`,
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const [page, score] of scores) {
  console.log(
    `| ${page} | ${score.performance} | ${score.accessibility} | ${score.bestPractices} | ${score.lcpMs} | ${score.tbtMs} | ${score.cls} |`,
  );
}
console.log(`| target | ≥ ${TARGETS.performance} | ${TARGETS.accessibility} | | | | |`);
for (const [page, score] of scores) {
  if (score.opportunities.length > 0) {
    console.log(`\nLighthouse's largest savings, ${page}: ${score.opportunities.join('; ')}`);
  }
}

console.log(
  `\n| main thread, ${CPU_SLOWDOWN}× CPU slowdown, median of ${LIGHTHOUSE_RUNS} cold loads | longest task ms | tasks' excess over ${LONG_TASK_MS} ms |`,
);
console.log('| --- | ---: | ---: |');
for (const [page, loads] of mainThread) {
  const longest = medianBy(loads, (load) => load.longestMs).longestMs;
  const blocking = medianBy(loads, (load) => load.blockingMs).blockingMs;
  console.log(`| ${page}, signed in | ${longest} | ${blocking} |`);
}
