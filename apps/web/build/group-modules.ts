import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Group } from '../src/app/route-groups';

/** A route group's module, src/app/groups/<group in kebab case>-screens.ts(x); the name caught. */
export const GROUP_MODULE = /\/src\/app\/groups\/([\w-]+)-screens\.tsx?$/;
/** The app shell's module: the shell-framed groups load it with them. */
export const APP_SHELL_MODULE = /\/src\/app\/app-shell\.tsx$/;

/** signIn → sign-in, as the group's module is named. */
export const kebab = (group: Group) =>
  group.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The group's module file, an absolute path (.ts, or .tsx with markup). */
export function groupModuleFile(group: Group): string {
  const stem = fileURLToPath(new URL(`../src/app/groups/${kebab(group)}-screens`, import.meta.url));
  const found = ['.ts', '.tsx'].map((extension) => stem + extension).find(existsSync);
  if (!found) throw new Error(`The route group ${group} has no module at ${stem}.ts(x)`);
  return found;
}
