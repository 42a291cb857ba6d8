import type { Plugin, Rollup } from 'vite';
// Relative, not '@platform/contracts/first-screens': Vite bundles the relative files its config
// imports, and Node, which loads the config, cannot import the workspace packages' sources.
import {
  FIRST_SCREENS_FILE,
  type FirstScreen,
  type FirstScreens,
} from '../../../packages/contracts/src/first-screens';
import { type Group, SCREEN_GROUPS, SHELL_FRAMED_GROUPS } from '../src/app/route-groups';
import { paths } from '../src/shared/routing/paths';
import { APP_SHELL_MODULE, GROUP_MODULE, kebab } from './group-modules';

const START_TEXTS_MODULE = /\/src\/shared\/i18n\/locales\/(\w\w)\.ts$/;
const SCREEN_TEXTS_MODULE = /\/src\/shared\/i18n\/locales\/(\w\w)-screens\.ts$/;
/** i18next, which renders the screens' texts (the sign-in route's render without it). */
const TEXTS_ENGINE_MODULE = /\/src\/shared\/i18n\/i18next-texts\.ts$/;

/** A chunk's file with the chunks it imports statically and their style sheets. */
function closure(chunk: Rollup.OutputChunk, bundle: Rollup.OutputBundle): Set<string> {
  const files = new Set<string>();
  const chunks = [chunk];
  for (const current of chunks) {
    if (files.has(current.fileName)) continue;
    files.add(current.fileName);
    for (const css of current.viteMetadata?.importedCss ?? []) files.add(css);
    for (const imported of current.imports) {
      const next = bundle[imported];
      if (next?.type === 'chunk') chunks.push(next);
    }
  }
  return files;
}

/**
 * Each route's first-load files from a build's bundle: its group's chunk and the app shell's
 * where the shell frames it, with what they import, less what index.html loads anyway; and each
 * language's text chunks.
 */
export function firstScreens(bundle: Rollup.OutputBundle): FirstScreens {
  const chunks = Object.values(bundle).filter(
    (file): file is Rollup.OutputChunk => file.type === 'chunk',
  );
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('The build has no entry chunk');
  const loadedByPage = closure(entry, bundle);
  const filesOf = (module: RegExp, name?: string) => {
    // By the modules a chunk holds: the sign-in route's and the shell's are manual chunks,
    // which have no facade module.
    const chunk = chunks.find((candidate) =>
      candidate.moduleIds.some((id) => {
        const found = id.match(module);
        return found && (name === undefined || found[1] === name);
      }),
    );
    if (!chunk) throw new Error(`The build has no chunk for ${module} ${name ?? ''}`);
    return [...closure(chunk, bundle)].filter((file) => !loadedByPage.has(file));
  };

  const appShell = filesOf(APP_SHELL_MODULE);
  const groups: FirstScreens['groups'] = {};
  const screens: FirstScreen[] = [];
  for (const [key, names] of Object.entries(SCREEN_GROUPS)) {
    const group = key as Group;
    const framed = SHELL_FRAMED_GROUPS.includes(group);
    groups[group] = {
      files: [...new Set([...filesOf(GROUP_MODULE, kebab(group)), ...(framed ? appShell : [])])],
      screenTexts: group !== 'signIn',
    };
    for (const name of names) {
      screens.push({ pattern: paths[name].pattern, access: paths[name].access, group });
    }
  }

  const textsEngine = filesOf(TEXTS_ENGINE_MODULE);
  const languages: FirstScreens['languages'] = {};
  const codes = chunks.flatMap(({ moduleIds }) =>
    moduleIds.flatMap((id) => id.match(START_TEXTS_MODULE)?.[1] ?? []),
  );
  for (const lang of codes) {
    languages[lang] = {
      start: filesOf(START_TEXTS_MODULE, lang),
      screens: [...new Set([...filesOf(SCREEN_TEXTS_MODULE, lang), ...textsEngine])],
    };
  }
  return { screens, groups, languages };
}

/** Writes `first-screens.json` into the build. */
export function firstScreenFiles(): Plugin {
  return {
    name: 'first-screen-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: FIRST_SCREENS_FILE,
        source: JSON.stringify(firstScreens(bundle)),
      });
    },
  };
}
