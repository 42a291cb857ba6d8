/**
 * A translatable message: an i18next key plus its interpolation values. Rule modules return
 * these instead of text so every client (web, apps, server) translates with its own resources.
 */
export type MessageParams = Readonly<Record<string, string | number>>;
export type Message = { key: string; params?: MessageParams };

/** Nested translation resources, as in src/i18n/*.ts. */
export type TranslationTree = { readonly [key: string]: string | TranslationTree };

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** Resolves a dotted key ('validation.password.tooShort') in nested resources. */
export function lookup(tree: TranslationTree, key: string): string | undefined {
  let node: string | TranslationTree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** i18next-style {{name}} interpolation; unknown placeholders are left visible, not blanked. */
export function interpolate(template: string, params: MessageParams = {}): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
}

/** For callers without i18next (the server): a missing key falls back to the key itself. */
export function translate(tree: TranslationTree, message: Message): string {
  return interpolate(lookup(tree, message.key) ?? message.key, message.params);
}
