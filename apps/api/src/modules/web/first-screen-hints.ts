import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  FIRST_SCREENS_FILE,
  type FirstScreen,
  FirstScreens,
} from '@platform/contracts/first-screens';
import {
  LANGUAGE_STORAGE_KEY,
  storageName,
  TOKEN_STORAGE_KEY,
} from '@platform/domain/constants/cookies';
import type { Language } from '@platform/domain/constants/languages';
import { resolveLanguage } from '@platform/domain/language-choice';
import { parse as parseCookies } from 'cookie';

const TOKEN_COOKIE = storageName(TOKEN_STORAGE_KEY);
const LANGUAGE_COOKIE = storageName(LANGUAGE_STORAGE_KEY);

/** What the page request tells of the visit, as the app will read it at start. */
type Visit = { signedIn: boolean; language: Language };

/** The language by the app's own rule before its configuration loads (the web's likelyLanguage):
 * the `lang` query, then the kept choice, then the default. The page cannot tell a reload by the
 * language prompt, after which the app prefers the kept choice to the query; a wrong guess costs
 * only the preloads of the other texts. */
export function visitOf(query: unknown, cookieHeader: string | undefined): Visit {
  const cookies = parseCookies(cookieHeader ?? '');
  const asked = typeof query === 'object' && query !== null && 'lang' in query ? query.lang : null;
  const language = resolveLanguage({
    query: typeof asked === 'string' ? asked : null,
    stored: cookies[LANGUAGE_COOKIE] ?? null,
    configured: undefined,
    reloaded: false,
  });
  return { signedIn: Boolean(cookies[TOKEN_COOKIE]), language };
}

/**
 * The files a page load that starts at `screen` will ask for once the app's entry runs: the
 * texts of the language, and the screen's route group with what it imports, unless the app is
 * going to send the visitor elsewhere (a signed-in page without a session, or the sign-in page
 * with one). Relative to the build folder.
 */
export function firstScreenFiles(
  list: FirstScreens,
  screen: FirstScreen | undefined,
  visit: Visit,
): string[] {
  const texts = list.languages[visit.language];
  const group = screen && list.groups[screen.group];
  const shown =
    group && screen && (screen.access === 'none' || (screen.access === 'auth') === visit.signedIn);
  return [
    ...new Set([
      ...(texts?.start ?? []),
      ...(shown ? group.files : []),
      ...(shown && group.screenTexts ? (texts?.screens ?? []) : []),
    ]),
  ];
}

/**
 * `<link>` tags that start the files' downloads while the entry script downloads, in the mode
 * the app's own loads use (Vite's preload: modules and style sheets, CORS anonymous). At low
 * priority: at high, they shared the line with the entry and the page's style sheet, and the
 * loading ring's first paint came 1.6 s later in Lighthouse's mobile run.
 */
export function preloadLinks(files: readonly string[], base: string): string {
  return files
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="preload" as="style" crossorigin fetchpriority="low" href="${base}${file}">`
        : `<link rel="modulepreload" crossorigin fetchpriority="low" href="${base}${file}">`,
    )
    .join('');
}

/** The build's list, or null for a build without one. */
export async function readFirstScreens(root: string): Promise<FirstScreens | null> {
  const path = join(root, FIRST_SCREENS_FILE);
  if (!existsSync(path)) return null;
  return FirstScreens.parse(JSON.parse(await readFile(path, 'utf8')));
}
