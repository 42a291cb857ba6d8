import { FrontendSettings } from '@platform/contracts/brand';
import {
  contrastRatio,
  THEME_CONTRAST_PAIRS,
  themeContrastProblems,
} from '@platform/domain/contrast';
import { describe, expect, it } from 'vitest';
import { suiteApp } from '../../test/helpers/suite-app';
import { DEMO_BRANDS, seedBrands } from './brands.seed';

const byApp = (appId: string) => {
  const brand = DEMO_BRANDS.find((candidate) => candidate.appId === appId);
  if (!brand) throw new Error(`no demo brand ${appId}`);
  return brand;
};

describe('demo brands (issue 14: white-label)', () => {
  const t = suiteApp();
  const seed = () =>
    t.ctx.db.transaction((db) => seedBrands({ db, hasher: t.ctx.hasher, now: t.clock.now() }));

  it.each([
    { host: 'localhost', appId: 'web', title: 'Potok', whatsApp: '89001234567' },
    { host: '127.0.0.1:3000', appId: 'web', title: 'Potok', whatsApp: '89001234567' },
    { host: 'dev.localhost:3000', appId: 'dev', title: 'Devlab', whatsApp: null },
    { host: 'face.localhost:3000', appId: 'face', title: 'FaceForm', whatsApp: '+34 600 123 456' },
  ])(
    '$host is brand $appId with its name, logo, favicon, colours and support contacts',
    async ({ host, appId, title, whatsApp }) => {
      await seed();
      const response = await t.get('/domain-configuration', { host });
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(data).toMatchObject({
        appId,
        title,
        favicon: `/spa/brand-assets/${appId}/favicon.svg`,
        supportEmail: byApp(appId).identity.supportEmail,
        whatsAppNumber: whatsApp,
        frontendSettings: {
          spa_header_logo: `/spa/brand-assets/${appId}/logo.svg`,
          spa_theme: 'default',
          spa_theme_colors: byApp(appId).identity.colours,
        },
      });
      // Each brand is reachable by its application id as well.
      const config = await t.get('/external-application-config', { 'x-app-id': appId });
      expect(config.statusCode).toBe(200);
    },
  );

  it('serves each logo and favicon to anyone, as SVG with a day of cache; nothing else', async () => {
    await seed();
    for (const { appId } of DEMO_BRANDS) {
      for (const file of ['logo.svg', 'favicon.svg']) {
        const response = await t.app.inject({ url: `/spa/brand-assets/${appId}/${file}` });
        expect(response.statusCode, `${appId}/${file}`).toBe(200);
        expect(response.headers['content-type']).toContain('image/svg+xml');
        expect(response.headers['cache-control']).toBe('public, max-age=86400');
        expect(response.body).toContain('<svg');
      }
    }
    const logo = await t.app.inject({ url: '/spa/brand-assets/face/logo.svg' });
    expect(logo.body).toContain('FaceForm');
    for (const url of ['/spa/brand-assets/face/missing.svg', '/spa/brand-assets/../seed']) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
  });

  it('seeding again adds nothing and keeps a domain changed since', async () => {
    await seed();
    await t.ctx.db.execute(`update domains set title = 'Renamed' where host = 'face.localhost'`);
    await seed();
    const { data } = (await t.get('/domain-configuration', { host: 'face.localhost' })).json();
    expect(data.title).toBe('Renamed');
  });
});

describe('demo brand colours (WCAG AA)', () => {
  it.each(DEMO_BRANDS.map((brand) => [brand.appId, brand.identity.colours] as const))(
    '%s: text, links and button labels at least 4.5:1, control parts at least 3:1',
    (_appId, colours) => {
      expect(themeContrastProblems(colours)).toEqual([]);
      for (const { foreground, background, min } of THEME_CONTRAST_PAIRS) {
        expect(contrastRatio(colours[foreground], colours[background])).toBeGreaterThanOrEqual(min);
      }
    },
  );

  it('a theme below AA is refused where domain settings are read', () => {
    const colours = { ...byApp('face').identity.colours, onPrimary: '#f9a8d4' };
    const result = FrontendSettings.safeParse({ spa_theme_colors: colours });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      expect.stringMatching(/^onPrimary on primary is \d\.\d\d:1, below WCAG AA 4\.5:1$/),
      expect.stringMatching(/^onPrimary on primaryHover is \d\.\d\d:1, below WCAG AA 4\.5:1$/),
    ]);
  });
});
