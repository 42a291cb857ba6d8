import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const HERE = import.meta.dirname;
const modules = [
  join(HERE, '../endpoint.ts'),
  ...readdirSync(HERE)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => join(HERE, name)),
];

/** Every import statement of a module, joined onto one line. */
const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/^import [\s\S]*?from '[^']+';/gm)].map(([text]) =>
    text.replace(/\s+/g, ' '),
  );

describe('endpoint modules', () => {
  // The web client imports them on every screen, the sign-in screen included: a value import of
  // a schema module would bring zod (about 25 KB gzip) into the entry chunk.
  it('import schemas and zod as types only; values only from the endpoint module', () => {
    const valueImports = modules.flatMap((file) =>
      importsOf(file)
        .filter((line) => !line.startsWith('import type ') && !line.endsWith("from '../endpoint';"))
        .map((line) => `${file.slice(HERE.length)}: ${line}`),
    );
    expect(modules.length).toBeGreaterThan(5);
    expect(valueImports).toEqual([]);
  });
});
