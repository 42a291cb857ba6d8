import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { firstScreenFiles } from './build/first-screen-files';
import { groupModuleFile } from './build/group-modules';
import { type Group, SCREEN_GROUPS } from './src/app/route-groups';
// A relative file (with the relative imports it makes of packages/domain): Vite bundles those into
// its config, which Node loads.
import { apiRuntimeCaching } from './src/shared/api/offline-cache-rule';

/** The API the dev server forwards to (apps/api listens there by default). */
const API_ORIGIN = 'http://127.0.0.1:3000';
/** Install name until the API answers the served domain's own manifest (see web.routes.ts). */
const DEFAULT_APP_NAME = 'Learning platform';
const THEME_COLOR = '#1d4ed8';

const ENTRY = fileURLToPath(new URL('index.html', import.meta.url));

const SIGN_IN_GROUP = groupModuleFile('signIn');
/** The app shell and every route group but the sign-in route's. */
const SIGNED_IN_GROUPS = [
  fileURLToPath(new URL('src/app/app-shell.tsx', import.meta.url)),
  ...(Object.keys(SCREEN_GROUPS) as Group[])
    .filter((group) => group !== 'signIn')
    .map(groupModuleFile),
];

/** The modules `from` imports statically, itself included; libraries only with `libraries`. */
function staticImports(
  from: string,
  getModuleInfo: Rollup.GetModuleInfo,
  libraries = false,
): Set<string> {
  const found = new Set([from]);
  for (const id of found) {
    for (const imported of getModuleInfo(id)?.importedIds ?? []) {
      if (libraries || !imported.includes('/node_modules/')) found.add(imported);
    }
  }
  return found;
}

/**
 * The sign-in route's own modules in one chunk (and one style sheet) rather than in a dozen small
 * ones shared with other groups: each request costs a round trip, and HTTP/1.1 makes six at a
 * time. The groups sharing them (the UI kit's fields, the language switch) load it too, a few kB.
 */
function signInChunk(): Rollup.GetManualChunk {
  let signInOnly: Set<string> | undefined;
  return (id, { getModuleInfo }) => {
    if (!signInOnly) {
      const entry = staticImports(ENTRY, getModuleInfo);
      signInOnly = new Set(
        [...staticImports(SIGN_IN_GROUP, getModuleInfo)].filter((module) => !entry.has(module)),
      );
    }
    return signInOnly.has(id) ? 'sign-in-screens' : undefined;
  };
}

/**
 * The modules, libraries included, that two or more of the signed-in route groups and the app
 * shell import and the entry and the sign-in chunk lack, in one chunk: left to Rollup they are
 * a few dozen small chunks (the UI kit, the forms, the dialogs, i18next…), and the home screen
 * asked for about 49 scripts, each a round trip of HTTP/1.1's six at a time. A screen then loads
 * some kB it does not use.
 */
function screensSharedChunk(): Rollup.GetManualChunk {
  let shared: Set<string> | undefined;
  return (id, { getModuleInfo }) => {
    if (!shared) {
      const first = new Set([
        ...staticImports(ENTRY, getModuleInfo, true),
        ...staticImports(SIGN_IN_GROUP, getModuleInfo, true),
      ]);
      const users = new Map<string, number>();
      for (const group of SIGNED_IN_GROUPS) {
        for (const module of staticImports(group, getModuleInfo, true)) {
          if (!first.has(module)) users.set(module, (users.get(module) ?? 0) + 1);
        }
      }
      shared = new Set([...users].filter(([, count]) => count > 1).map(([module]) => module));
    }
    return shared.has(id) ? 'screens-shared' : undefined;
  };
}

/** The two chunks never claim the same module: screensSharedChunk leaves the sign-in route's out. */
function manualChunks(): Rollup.GetManualChunk {
  const signIn = signInChunk();
  const screensShared = screensSharedChunk();
  return (id, meta) => signIn(id, meta) ?? screensShared(id, meta);
}

/**
 * React Router's production build: its package exports only the development one (with its dev
 * warnings and checks), whatever the mode (remix-run/react-router#12532, #14102), so the app's
 * build names the production file itself.
 */
const REACT_ROUTER_PRODUCTION = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/**
 * What React Router's production files run at their top level, made removable: the contexts,
 * `forwardRef` and `memo` components, sets and URLs they create there are marked pure and the
 * `displayName` labels (for React's developer tools) dropped, so that Rollup leaves out the parts
 * the app never uses (the data router, forms, fetchers, framework mode) instead of keeping each
 * for a statement it cannot prove harmless. The version stamp on `window` goes too.
 */
const REACT_ROUTER_TOP_LEVEL: ReadonlyArray<[RegExp, string]> = [
  [
    /^(var \w+ = )(?=React\d*\.(?:createContext|forwardRef|memo)\(|new (?:Set|URL)\(|Object\.getOwnPropertyNames\()/gm,
    '$1/* @__PURE__ */ ',
  ],
  [/^var (\w+) = (React\d*)\[(\w+)\];$/gm, 'var $1 = /* @__PURE__ */ (() => $2[$3])();'],
  [/^\w+\.displayName = "\w+";$/gm, ''],
  [
    /^try \{\n {2}if \(isBrowser\d*\) \{\n {4}window\.__reactRouterVersion = [\s\S]*?\n\} catch \(e\) \{\n\}$/gm,
    '',
  ],
];

function reactRouterTreeShaking(): Plugin {
  const files = join(dirname(REACT_ROUTER_PRODUCTION), '/');
  return {
    name: 'react-router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!id.startsWith(files)) return null;
      return REACT_ROUTER_TOP_LEVEL.reduce(
        (result, [pattern, replacement]) => result.replace(pattern, replacement),
        code,
      );
    },
  };
}

const brotli = promisify(brotliCompress);

/**
 * A Brotli copy (.br) of each built script and style sheet at the highest quality, which the
 * server sends as it is: about 15 % smaller than what it compresses on the fly at a level fast
 * enough per request.
 */
function brotliCopies(): Plugin {
  return {
    name: 'brotli-copies',
    apply: 'build',
    async writeBundle({ dir = '' }, bundle) {
      const files = Object.values(bundle).filter((file) => /\.(js|css)$/.test(file.fileName));
      await Promise.all(
        files.map(async (file) => {
          const content = file.type === 'chunk' ? file.code : file.source;
          const compressed = await brotli(content, {
            params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
          });
          await writeFile(join(dir, `${file.fileName}.br`), compressed);
        }),
      );
    },
  };
}

export default defineConfig(({ command }) => ({
  // Built assets are served under /v/ (spec 000 section 2); the dev server serves from the root
  // so that the app's own routes (/home, /user/…) work there unchanged.
  base: command === 'build' ? '/v/' : '/',
  resolve: {
    alias:
      command === 'build' ? [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] : [],
  },
  plugins: [
    react(),
    reactRouterTreeShaking(),
    brotliCopies(),
    firstScreenFiles(),
    VitePWA({
      // An external script: the API's CSP forbids inline scripts.
      injectRegister: 'script-defer',
      registerType: 'autoUpdate',
      // The worker file lives under /v/ with the assets but controls the whole site; the API
      // sends Service-Worker-Allowed: / with it.
      scope: '/',
      manifest: {
        id: '/',
        name: DEFAULT_APP_NAME,
        short_name: DEFAULT_APP_NAME,
        lang: 'ru',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: THEME_COLOR,
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: 'icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
          { src: 'icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        // Reminders: the worker shows pushed notifications (public/push-sw.js).
        importScripts: ['push-sw.js'],
        globPatterns: ['**/*.{js,css,html,svg,png}'],
        // hls.js is needed only by browsers without native HLS, on the day screen: fetched then.
        globIgnores: ['**/hls.light-*.js'],
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/spa\//, /^\/files\//, /^\/media\//, /^\/dev\//, /^\/v\//],
        cleanupOutdatedCaches: true,
        runtimeCaching: [apiRuntimeCaching],
      },
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Every browser the app supports has <link rel="modulepreload">: the polyfill is dead weight.
    modulePreload: { polyfill: false },
    rollupOptions: {
      // A chunk holds only the modules assigned to it, not their libraries as well.
      output: { manualChunks: manualChunks(), onlyExplicitManualChunks: true },
    },
  },
  server: {
    // ws: the chats' WebSocket (/spa/realtime) goes through too.
    proxy: {
      '/spa': { target: API_ORIGIN, ws: true },
      '/files': API_ORIGIN,
      '/dev': API_ORIGIN,
    },
  },
}));
