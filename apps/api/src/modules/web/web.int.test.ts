import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDomain } from '../../../test/factories/domains';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { DEMO_BRANDS } from '../../seed/brands.seed';

const INDEX = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
const html = { accept: 'text/html,application/xhtml+xml' };
const BIG_SCRIPT = `export const words = ${JSON.stringify('lorem ipsum '.repeat(500))};`;

describe('the built web app', () => {
  let dist: string;
  let t: TestApp;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'web-dist-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), INDEX);
    await writeFile(join(dist, 'assets', 'index-abc123.js'), 'console.log(1);');
    await writeFile(join(dist, 'assets', 'vendor-def456.js'), BIG_SCRIPT);
    await writeFile(join(dist, 'assets', 'vendor-def456.js.br'), brotliCompressSync(BIG_SCRIPT));
    await writeFile(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    await writeFile(
      join(dist, 'manifest.webmanifest'),
      JSON.stringify({
        name: 'Default',
        icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
      }),
    );
    t = await createTestApp({ WEB_DIST_DIR: dist });
  });

  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('answers index.html, never cached, for any page the browser opens', async () => {
    for (const url of ['/', '/home', '/course/1/stages/2/days/3?x=1', '/user/settings']) {
      const response = await t.app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      // The API's security headers cover the app too, with a fresh style nonce per page.
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toMatch(/script-src 'self'/);
      const nonce = /style-src 'self' 'nonce-([\w+/=]+)'/.exec(csp)?.[1];
      expect(nonce).toBeTruthy();
      expect(response.body).toBe(
        INDEX.replace('</head>', `<meta name="csp-nonce" content="${nonce}"></head>`),
      );
    }
  });

  it('serves hashed assets under /v/ with a long immutable cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe('console.log(1);');
  });

  it('compresses scripts for browsers that accept it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/v/assets/vendor-def456.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(BIG_SCRIPT);
  });

  it('sends the build’s Brotli copy of a script to browsers that accept it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/v/assets/vendor-def456.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(BIG_SCRIPT);
  });

  it('lets the service worker control the whole site and keeps it revalidated', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['service-worker-allowed']).toBe('/');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('names the install after the served domain', async () => {
    const domain = await buildDomain(t.ctx, { title: 'Школа ремёсел' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/v/manifest.webmanifest',
      headers: { host: domain.host },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/manifest+json');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      name: 'Школа ремёсел',
      short_name: 'Школа ремёсел',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    });
  });

  it("gives the install the brand's colours and its favicon before the build's icons", async () => {
    // A demo brand's colours: the contract refuses pairs below WCAG AA.
    const colours = DEMO_BRANDS.find((brand) => brand.appId === 'face')?.identity.colours;
    const domain = await buildDomain(t.ctx, {
      title: 'Лицо',
      favicon: '/spa/brand-assets/face/favicon.svg',
      frontendSettings: { spa_theme_colors: colours },
    });
    const response = await t.app.inject({
      method: 'GET',
      url: '/v/manifest.webmanifest',
      headers: { host: domain.host },
    });
    expect(response.json()).toMatchObject({
      name: 'Лицо',
      theme_color: colours?.primary,
      background_color: colours?.bg,
      icons: [
        { src: '/spa/brand-assets/face/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      ],
    });
  });

  it('leaves API paths, missing assets and non-page requests to the JSON 404', async () => {
    const cases = [
      { url: '/spa/api/v1/unknown', headers: html },
      { url: '/spa/v2/unknown', headers: html },
      { url: '/files/nothing', headers: html },
      { url: '/v/assets/missing.js', headers: html },
      { url: '/home', headers: { accept: 'application/json' } },
    ];
    for (const { url, headers } of cases) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('application/json');
      expect(response.json().status, url).toBe(404);
    }
  });

  it('keeps the API routes answering', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/spa/api/v1/domain-configuration',
      headers: html,
    });
    expect(response.headers['content-type']).toContain('application/json');
  });
});

describe('without a build', () => {
  it('serves the API only', async () => {
    const t = await createTestApp({ WEB_DIST_DIR: join(tmpdir(), 'no-such-web-dist') });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/home', headers: html });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('route_not_found');
    } finally {
      await t.close();
    }
  });
});

describe("the first screen's preload hints", () => {
  const FIRST_SCREENS = {
    screens: [
      { pattern: '/', access: 'guest', group: 'signIn' },
      { pattern: '/home', access: 'auth', group: 'learning' },
      { pattern: '/course/:streamId/calendar/:dayNumber', access: 'auth', group: 'learning' },
      { pattern: '/document', access: 'none', group: 'shell' },
      { pattern: '*', access: 'none', group: 'shell' },
    ],
    groups: {
      signIn: { files: ['assets/sign-in-a1.js', 'assets/sign-in-a1.css'], screenTexts: false },
      learning: { files: ['assets/learning-b2.js', 'assets/shared-c3.js'], screenTexts: true },
      shell: { files: ['assets/shell-d4.js', 'assets/shared-c3.js'], screenTexts: true },
    },
    languages: {
      ru: { start: ['assets/ru-e5.js'], screens: ['assets/ru-screens-f6.js'] },
      en: { start: ['assets/en-g7.js'], screens: ['assets/en-screens-h8.js'] },
    },
  };
  const session = 'learning-platform.token=abc123';
  let dist: string;
  let t: TestApp;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'web-dist-'));
    await writeFile(join(dist, 'index.html'), INDEX);
    await writeFile(join(dist, 'manifest.webmanifest'), '{}');
    await writeFile(join(dist, 'first-screens.json'), JSON.stringify(FIRST_SCREENS));
    t = await createTestApp({ WEB_DIST_DIR: dist });
  });

  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  /** The files a page's <link> hints name, in order, as `rel file` pairs. */
  async function hints(url: string, cookie?: string): Promise<string[]> {
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...html, ...(cookie ? { cookie } : {}) },
    });
    expect(response.statusCode, url).toBe(200);
    expect(response.headers.vary).toContain('cookie');
    return [
      ...response.body.matchAll(
        /<link rel="(\w+)"(?: as="style")? crossorigin fetchpriority="low" href="([^"]+)">/g,
      ),
    ].map(([, rel, href]) => `${rel} ${href}`);
  }

  it("names a signed-in screen's group, its shared chunks and the texts, once each", async () => {
    expect(await hints('/home', session)).toEqual([
      'modulepreload /v/assets/ru-e5.js',
      'modulepreload /v/assets/learning-b2.js',
      'modulepreload /v/assets/shared-c3.js',
      'modulepreload /v/assets/ru-screens-f6.js',
    ]);
    expect(await hints('/course/7/calendar/3?lang=en', session)).toEqual([
      'modulepreload /v/assets/en-g7.js',
      'modulepreload /v/assets/learning-b2.js',
      'modulepreload /v/assets/shared-c3.js',
      'modulepreload /v/assets/en-screens-h8.js',
    ]);
  });

  it('preloads style sheets as styles, not as modules', async () => {
    expect(await hints('/')).toEqual([
      'modulepreload /v/assets/ru-e5.js',
      'modulepreload /v/assets/sign-in-a1.js',
      'preload /v/assets/sign-in-a1.css',
    ]);
  });

  it('follows the kept language, the query first, and ignores one the app does not speak', async () => {
    const en = 'learning-platform.lang=en';
    expect((await hints('/', en))[0]).toBe('modulepreload /v/assets/en-g7.js');
    expect((await hints('/?lang=ru', en))[0]).toBe('modulepreload /v/assets/ru-e5.js');
    expect((await hints('/?lang=xx', 'learning-platform.lang=de'))[0]).toBe(
      'modulepreload /v/assets/ru-e5.js',
    );
  });

  it('names only the texts where the app will send the visitor elsewhere', async () => {
    // No session: a signed-in screen goes to the sign-in page; a session: the sign-in page goes home.
    expect(await hints('/home')).toEqual(['modulepreload /v/assets/ru-e5.js']);
    expect(await hints('/', session)).toEqual(['modulepreload /v/assets/ru-e5.js']);
  });

  it('names the screen of a route open to anyone, with or without a session', async () => {
    for (const cookie of [undefined, session]) {
      expect(await hints('/document', cookie)).toContain('modulepreload /v/assets/shell-d4.js');
    }
  });

  it('answers an unknown page with the texts alone, and the API and assets as before', async () => {
    expect(await hints('/no/such/page', session)).toEqual(['modulepreload /v/assets/ru-e5.js']);
    const api = await t.app.inject({ method: 'GET', url: '/spa/api/v1/unknown', headers: html });
    expect(api.statusCode).toBe(404);
    const json = await t.app.inject({ method: 'GET', url: '/home', headers: { accept: '*/*' } });
    expect(json.statusCode).toBe(404);
  });
});
