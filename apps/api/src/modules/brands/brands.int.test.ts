import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildBrand } from '../../../test/factories/brands';
import { buildDomain } from '../../../test/factories/domains';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

describe('brand and domain configuration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      ADMIN_DASHBOARD_URL: 'https://admin.example.com/login',
      OAUTH_GOOGLE_CLIENT_ID: 'google-client',
      OAUTH_GOOGLE_ISSUER: 'https://accounts.google.com',
      OAUTH_APPLE_CLIENT_ID: 'apple-client',
      OAUTH_APPLE_ISSUER: 'https://appleid.apple.com',
    });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('without any domain configured, the domain call is 404 and brand calls need X-App-Id', async () => {
    expect((await get('/spa/api/v1/domain-configuration')).statusCode).toBe(404);
    const config = await get('/spa/api/v1/external-application-config?lang=en');
    expect(config.statusCode).toBe(400);
    expect(config.json()).toMatchObject({ code: 'unknown_app', message: 'Unknown application' });
  });

  it('answers the X-App-Id brand configuration with every section 9 default and version 13', async () => {
    const brand = await buildBrand(t.ctx, { config: { offerType: 3, isChatSupport: false } });
    const response = await get('/spa/api/v1/external-application-config', {
      'x-app-id': brand.appId,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, errors: {}, data: { version: 13 } });
    expect(body.data.config).toMatchObject({
      offerType: 3,
      isChatSupport: false,
      isRegistrationEnable: false,
      isUserAnonAuthEnable: false,
      isBannerEnable: true,
      isVideoConsultationSupport: true,
      isOfflineEnable: true,
      isDemoAccessible: false,
      daysShowWarning: 30,
      passHomeworkSupportCategoryId: 10,
      renewCourseSupportCategoryId: 7,
      renewConsultationSupportCategoryId: 7,
      messageDelay: 15,
      demoCourseServiceId: null,
      version: 13,
      socialAuth: {
        android: ['google', 'vkontakte', 'facebook', 'apple'],
        ios: ['apple', 'google', 'vkontakte', 'facebook'],
      },
      catalog: { categories: [], products: [] },
      mobileAppWebBottomBar: { visible: false },
      statistic: { saveTimeoutMs: 5000, minViewedMs: 2000, minViewedEndedMs: 30000 },
    });
    expect(body.data.config.userInfoChat.questions.map((q: { name: string }) => q.name)).toEqual([
      'firstName',
      'email',
      'password',
      'socials',
      'birthday',
      'avatarId',
    ]);
  });

  it('answers the stored version, and the external overrides on top of the brand config', async () => {
    const brand = await buildBrand(t.ctx, {
      config: { messageDelay: 30, daysShowWarning: 3 },
      externalConfig: { messageDelay: 60 },
      externalConfigVersion: 14,
    });
    const body = (
      await get('/spa/api/v1/external-application-config', { 'x-app-id': brand.appId })
    ).json();
    expect(body.data.version).toBe(14);
    expect(body.data.config).toMatchObject({ messageDelay: 60, daysShowWarning: 3, version: 14 });
  });

  it('without X-App-Id uses the default brand of the request host', async () => {
    const brand = await buildBrand(t.ctx, { config: { isRegistrationEnable: true } });
    await buildDomain(t.ctx, { host: 'www.school.example.com', brandId: brand.id });
    const response = await get('/spa/api/v1/external-application-config', {
      host: 'www.school.example.com:8080',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.config.isRegistrationEnable).toBe(true);
  });

  it('GET /domain-configuration answers the shell settings with defaults filled in', async () => {
    const response = await get('/spa/api/v1/domain-configuration', {
      host: 'www.school.example.com',
    });
    expect(response.statusCode).toBe(200);
    const { success, data } = response.json();
    expect(success).toBe(true);
    expect(data).toMatchObject({
      name: 'www.school.example.com',
      languages: [
        { code: 'ru', detector_code: 'ru-RU' },
        { code: 'en', detector_code: 'en-US' },
        { code: 'es', detector_code: 'es-ES' },
      ],
      default_language: 'ru',
      // No address configured: support@ the domain, without www.
      supportEmail: 'support@school.example.com',
      whatsAppNumber: null,
      frontendSettings: {
        spa_footer_1: null,
        spa_footer_2: null,
        spa_footer_3: null,
        spa_header_logo: null,
        spa_theme: 'default',
        validate_cache: null,
      },
      pushSettings: { enabled: false, appId: null, safariWebId: null },
      components: {
        jira: { enabled: false, url: null },
        authCollection: { enabled: false, url: null },
        notification: { enabled: false, websocketUri: null },
      },
      mobile_app_version: '1.0.0',
      cookieConsentEnabled: true,
      // Only providers with a client id, in the web order.
      externalAuthProviders: ['apple', 'google'],
      adminDashboardUrl: 'https://admin.example.com/login',
    });
    expect(data.appId).toMatch(/^brand\d+$/);
  });

  it('answers the stored settings and an unknown host gets the first configured domain', async () => {
    const brand = await buildBrand(t.ctx);
    await buildDomain(t.ctx, {
      host: 'academy.example.org',
      brandId: brand.id,
      title: 'Academy',
      supportEmail: 'help@academy.example.org',
      whatsAppNumber: '89001234567',
      gaId: 'G-1',
      yaId: '123',
      defaultLanguage: 'en',
      frontendSettings: { spa_theme: 'dark', spa_footer_1: '© Academy' },
      components: { notification: { enabled: true, websocketUri: 'wss://push.example.org' } },
      cookieConsentEnabled: 0,
      country: 'ES',
    });
    const own = (
      await get('/spa/api/v1/domain-configuration', { host: 'academy.example.org' })
    ).json().data;
    expect(own).toMatchObject({
      title: 'Academy',
      supportEmail: 'help@academy.example.org',
      whatsAppNumber: '89001234567',
      ga_id: 'G-1',
      ya_id: '123',
      default_language: 'en',
      frontendSettings: { spa_theme: 'dark', spa_footer_1: '© Academy' },
      components: { notification: { enabled: true, websocketUri: 'wss://push.example.org' } },
      cookieConsentEnabled: false,
      country: 'ES',
      appId: brand.appId,
    });
    const unknown = (
      await get('/spa/api/v1/domain-configuration', { host: 'elsewhere.test' })
    ).json().data;
    expect(unknown.name).toBe('www.school.example.com');
  });

  it('logs a warning for a domain without supported languages and answers en and ru', async () => {
    await buildDomain(t.ctx, {
      host: 'nolang.example.com',
      languages: [{ code: 'de', detector_code: 'de-DE' }],
      defaultLanguage: 'de',
    });
    const warn = vi.spyOn(t.app.log, 'warn');
    const response = await get('/spa/api/v1/domain-configuration', { host: 'nolang.example.com' });
    expect(response.json().data).toMatchObject({
      languages: [
        { code: 'en', detector_code: 'en-US' },
        { code: 'ru', detector_code: 'ru-RU' },
      ],
      default_language: 'en',
    });
    expect(warn).toHaveBeenCalledWith(
      { host: 'nolang.example.com' },
      expect.stringContaining('no supported languages'),
    );
    warn.mockRestore();
  });
});
