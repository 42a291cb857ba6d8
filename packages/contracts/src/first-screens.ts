import { z } from 'zod';

/** Built files the page may name: content-hashed scripts and style sheets under assets/. */
const AssetFiles = z.array(z.string().regex(/^assets\/[\w.-]+\.(js|css)$/));

/**
 * `first-screens.json`, which the web build writes beside index.html
 * (apps/web/build/first-screen-files.ts) and the API reads to name a page's first files
 * (apps/api/src/modules/web/first-screen-hints.ts).
 */
export const FirstScreens = z.object({
  /** Each route that shows a screen: its URL pattern, who may open it, its route group. */
  screens: z.array(
    z.object({ pattern: z.string(), access: z.enum(['guest', 'auth', 'none']), group: z.string() }),
  ),
  /** What a load that starts on one of a group's screens needs beyond index.html's files, and
   * whether the screens' texts come too (every group but the sign-in route's). */
  groups: z.record(z.string(), z.object({ files: AssetFiles, screenTexts: z.boolean() })),
  /** Each language's text chunks: the start's, and the screens' (with the library that renders
   * them). */
  languages: z.record(z.string(), z.object({ start: AssetFiles, screens: AssetFiles })),
});
export type FirstScreens = z.infer<typeof FirstScreens>;
export type FirstScreen = FirstScreens['screens'][number];
export const FIRST_SCREENS_FILE = 'first-screens.json';
