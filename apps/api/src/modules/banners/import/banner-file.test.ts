import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BannerFileError, parseBannerText } from './banner-file.parser';

/** The problem lines of a text that must not pass. */
function problemsOf(text: string, source = 'banners.json'): string[] {
  try {
    parseBannerText(text, source);
  } catch (error) {
    if (error instanceof BannerFileError) return error.message.split('\n');
    throw error;
  }
  throw new Error('the text passed');
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

const minimal = {
  code: 'spring-sale',
  title: { ru: 'Весенняя скидка' },
  file: '/media/banners/sale.png',
  positions: ['home'],
  placements: ['top'],
};

describe('banner file', () => {
  it('reads a valid file and fills in the defaults', () => {
    const file = parseBannerText(json({ banners: [minimal] }), 'banners.json');
    expect(file.banners).toEqual([
      {
        ...minimal,
        link: null,
        platforms: ['desktop', 'tablet', 'mobile', 'app'],
        segments: [],
        courses: [],
        notDisplayCourses: [],
        communities: [],
        notDisplayCommunities: [],
        applications: [],
        notDisplayApplications: [],
        stageDays: [],
        isNewFeature: false,
        sort: 0,
        startsAt: null,
        endsAt: null,
      },
    ]);
  });

  it('reads the targeting and the display window', () => {
    const file = parseBannerText(
      json({
        banners: [
          {
            ...minimal,
            positions: ['day'],
            placements: ['beforeLessons', 'afterVideo'],
            segments: [{ id: 4, name: 'trial' }],
            courses: ['yoga-basics'],
            notDisplayCommunities: ['club-1'],
            applications: ['web'],
            stageDays: [{ course: 'yoga-basics', day: 4 }],
            startsAt: '2026-12-01T09:00:00+03:00',
            endsAt: '2026-12-31T21:00:00Z',
          },
        ],
      }),
    );
    expect(file.banners[0]).toMatchObject({
      segments: [{ id: 4, name: 'trial' }],
      stageDays: [{ course: 'yoga-basics', day: 4 }],
      startsAt: new Date('2026-12-01T06:00:00Z'),
      endsAt: new Date('2026-12-31T21:00:00Z'),
    });
  });

  it('reports every problem at once, naming the banner by its place and code, with its line', () => {
    const text = `{
  "banners": [
    {
      "code": "spring-sale",
      "title": { "ru": "" },
      "file": "ftp://example.com/a.png",
      "positions": ["home"],
      "placements": ["top", "corner"],
      "colour": "red"
    },
    {
      "code": "spring-sale",
      "title": { "de": "Frühling" },
      "file": "/media/a.png",
      "platforms": [],
      "positions": ["home", "home"],
      "placements": ["top"],
      "courses": [7],
      "sort": 1.5
    },
    {
      "title": { "ru": "Без кода" },
      "file": "/media/a.png",
      "positions": ["home"],
      "placements": ["top"],
      "startsAt": "tomorrow"
    }
  ]
}
`;
    expect(problemsOf(text)).toEqual([
      'banners.json:5:24 banners[0] (spring-sale).title.ru: must not be empty',
      'banners.json:6:15 banners[0] (spring-sale).file: expected an http(s) URL or a path starting with /',
      'banners.json:8:29 banners[0] (spring-sale).placements[1]: expected one of top, sidebar, beforeCourse, beforeStage, beforeLessons, insteadVideo, afterVideo, bottom, catalog, mainPage',
      'banners.json:9:7 banners[0] (spring-sale).colour: unknown field',
      'banners.json:12:15 banners[1] (spring-sale).code: code "spring-sale" is used twice (also banners[0])',
      'banners.json:13:16 banners[1] (spring-sale).title: expected a text in at least one language (ru, en, es)',
      'banners.json:13:18 banners[1] (spring-sale).title.de: unknown field',
      'banners.json:15:20 banners[1] (spring-sale).platforms: expected at least one platform',
      'banners.json:16:20 banners[1] (spring-sale).positions: a value is listed twice',
      'banners.json:18:19 banners[1] (spring-sale).courses[0]: expected a key',
      'banners.json:19:15 banners[1] (spring-sale).sort: expected a whole number',
      'banners.json:21:5 banners[2].code: required',
      'banners.json:26:19 banners[2].startsAt: expected a date and time with its offset, like 2026-12-01T09:00:00+03:00',
    ]);
  });

  it('refuses a banner aimed at a place no screen has, which would never show', () => {
    expect(
      problemsOf(
        json({ banners: [{ ...minimal, positions: ['support'], placements: ['sidebar'] }] }),
      ),
    ).toEqual([
      'banners.json:10:9 banners[0] (spring-sale).positions[0]: the support screen has none of the placements sidebar',
      'banners.json:13:9 banners[0] (spring-sale).placements[0]: no screen of the positions support has a sidebar placement',
    ]);
    // Each position has a place for one of the placements, each placement a screen: fine.
    expect(() =>
      parseBannerText(
        json({
          banners: [
            { ...minimal, positions: ['home', 'day'], placements: ['sidebar', 'afterVideo'] },
          ],
        }),
      ),
    ).not.toThrow();
    // 'all' is every screen.
    expect(() =>
      parseBannerText(
        json({ banners: [{ ...minimal, positions: ['all'], placements: ['beforeStage'] }] }),
      ),
    ).not.toThrow();
  });

  it('refuses a main-page banner that is not a new feature: the main page shows only those', () => {
    expect(problemsOf(json({ banners: [{ ...minimal, placements: ['mainPage'] }] }))).toEqual([
      'banners.json:13:9 banners[0] (spring-sale).placements[0]: the main page shows new features only: set isNewFeature to true',
    ]);
    expect(() =>
      parseBannerText(
        json({ banners: [{ ...minimal, placements: ['mainPage'], isNewFeature: true }] }),
      ),
    ).not.toThrow();
  });

  it('refuses a display window that ends before it starts', () => {
    const banner = { ...minimal, startsAt: '2026-12-02T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' };
    expect(problemsOf(json({ banners: [banner] }))).toEqual([
      'banners.json:16:17 banners[0] (spring-sale).endsAt: expected a time after startsAt',
    ]);
  });

  it('reports syntax errors, keys given twice and a file without banners', () => {
    expect(problemsOf('{\n  "banners": [],\n  "banners": []\n}\n')).toEqual([
      'banners.json:3:3 (document): Map keys must be unique',
    ]);
    expect(problemsOf('{ "banners": [ }')[0]).toMatch(/^banners\.json:1:\d+ \(document\): /);
    expect(problemsOf('{ "banners": [] }')).toEqual([
      'banners.json:1:14 banners: expected at least one banner',
    ]);
    expect(problemsOf('[]')).toEqual(['banners.json:1:1 (document): expected an object']);
  });

  it('reads the demo banners the seed imports', async () => {
    const path = fileURLToPath(new URL('../../../../content/banners/demo.json', import.meta.url));
    const file = parseBannerText(await readFile(path, 'utf8'), 'demo.json');
    expect(file.banners.map((banner) => banner.code)).toEqual([
      'new-feature-chats',
      'reminders-wide-top',
      'homework-after-video',
      'homework-list-narrow',
      'other-brands-only',
    ]);
  });
});
