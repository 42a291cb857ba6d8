import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { firstScreens } from './first-screen-files';

const SRC = '/repo/apps/web/src';

/** A built chunk with only what the list reads. */
function chunk(
  fileName: string,
  moduleIds: string[],
  imports: string[] = [],
  css: string[] = [],
  isEntry = false,
): Rollup.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    moduleIds,
    imports,
    isEntry,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
  } as unknown as Rollup.OutputChunk;
}

/** An app of the real groups' shape: the entry with React in it, a chunk the screens share, the
 * shell, each group (learning and sign-in with style sheets) and two languages. */
function bundle(): Rollup.OutputBundle {
  const groups = [
    'sign-in',
    'onboarding',
    'account',
    'commerce',
    'learning',
    'communication',
    'expert',
    'shell',
  ].map((group) =>
    chunk(
      `assets/${group}-screens.js`,
      [`${SRC}/app/groups/${group}-screens.ts${group === 'sign-in' ? 'x' : ''}`],
      group === 'sign-in' ? ['assets/react.js'] : ['assets/screens-shared.js', 'assets/react.js'],
      group === 'learning' || group === 'sign-in' ? [`assets/${group}-screens.css`] : [],
    ),
  );
  const chunks = [
    chunk(
      'assets/index.js',
      [`${SRC}/app/main.tsx`],
      ['assets/react.js'],
      ['assets/index.css'],
      true,
    ),
    chunk('assets/react.js', ['/repo/node_modules/react/index.js']),
    chunk('assets/screens-shared.js', [`${SRC}/shared/ui/button.tsx`], [], ['assets/shared.css']),
    chunk('assets/app-shell.js', [`${SRC}/app/app-shell.tsx`], ['assets/screens-shared.js']),
    chunk('assets/i18next-texts.js', [`${SRC}/shared/i18n/i18next-texts.ts`]),
    ...['ru', 'en'].flatMap((lang) => [
      chunk(`assets/${lang}.js`, [`${SRC}/shared/i18n/locales/${lang}.ts`]),
      chunk(`assets/${lang}-screens.js`, [`${SRC}/shared/i18n/locales/${lang}-screens.ts`]),
    ]),
    ...groups,
  ];
  return Object.fromEntries(chunks.map((built) => [built.fileName, built]));
}

describe("the build's list of each first screen's files", () => {
  const list = firstScreens(bundle());

  it("gives a framed screen its group, the shell and what they import, less the page's own", () => {
    expect(list.groups.learning).toEqual({
      files: [
        'assets/learning-screens.js',
        'assets/learning-screens.css',
        'assets/screens-shared.js',
        'assets/shared.css',
        'assets/app-shell.js',
      ],
      screenTexts: true,
    });
  });

  it('leaves the shell out of the screens it does not frame, and the texts out of sign-in', () => {
    expect(list.groups.onboarding?.files).toEqual([
      'assets/onboarding-screens.js',
      'assets/screens-shared.js',
      'assets/shared.css',
    ]);
    expect(list.groups.signIn).toEqual({
      files: ['assets/sign-in-screens.js', 'assets/sign-in-screens.css'],
      screenTexts: false,
    });
  });

  it('lists every route of a group by its pattern and access', () => {
    expect(list.screens).toContainEqual({ pattern: '/', access: 'guest', group: 'signIn' });
    expect(list.screens).toContainEqual({
      pattern: '/course/:streamId/calendar/:dayNumber',
      access: 'auth',
      group: 'learning',
    });
    expect(list.screens).toContainEqual({ pattern: '*', access: 'none', group: 'shell' });
  });

  it("gives each language its start texts, and its screens' texts with the library", () => {
    expect(list.languages).toEqual({
      ru: { start: ['assets/ru.js'], screens: ['assets/ru-screens.js', 'assets/i18next-texts.js'] },
      en: { start: ['assets/en.js'], screens: ['assets/en-screens.js', 'assets/i18next-texts.js'] },
    });
  });

  it('refuses a build that lacks a group', () => {
    const incomplete = bundle();
    delete incomplete['assets/expert-screens.js'];
    expect(() => firstScreens(incomplete)).toThrow(/expert/);
  });
});
