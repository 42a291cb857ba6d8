import type { Group } from '../src/app/route-groups';

/** A route group's module, src/app/groups/<group in kebab case>-screens.ts(x); the name caught. */
export const GROUP_MODULE = /\/src\/app\/groups\/([\w-]+)-screens\.tsx?$/;
/** The app shell's module: the shell-framed groups load it with them. */
export const APP_SHELL_MODULE = /\/src\/app\/app-shell\.tsx$/;

/** signIn → sign-in, as the group's module is named. */
export const kebab = (group: Group) =>
  group.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The group's module from apps/web, less its extension (.ts, or .tsx with markup). */
export const groupModuleStem = (group: Group) => `src/app/groups/${kebab(group)}-screens`;
