import { readdirSync, readFileSync } from 'node:fs';
import { BREAKPOINTS } from '@platform/domain/constants/shell';
import { describe, expect, it } from 'vitest';

/** Path inside src ('app/router.tsx') → text. */
function sourcesOf(glob: Record<string, string>): Array<{ path: string; text: string }> {
  return Object.entries(glob).map(([path, text]) => ({ path: path.replace(/^\.\//, ''), text }));
}

const code = sourcesOf(
  import.meta.glob(['./**/*.ts', './**/*.tsx', '!./**/*.test.ts', '!./**/*.test.tsx'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
);
/** Style sheets are read from disk: Vitest stubs CSS imports, ?raw ones included. */
const SRC = import.meta.dirname;
const css = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith('.css'))
  .map((path) => ({ path, text: readFileSync(`${SRC}/${path}`, 'utf8') }));

function dirname(path: string): string {
  return path.split('/').slice(0, -1).join('/');
}

/** Resolves './x' and '../y' against a folder inside src. */
function resolve(folder: string, specifier: string): string {
  const parts = folder === '' ? [] : folder.split('/');
  for (const piece of specifier.split('/')) {
    if (piece === '..') parts.pop();
    else if (piece !== '.') parts.push(piece);
  }
  return parts.join('/');
}

/** 'shared', 'app', 'test' or 'features/<area>' of a path inside src. */
function layerOf(path: string): string {
  const [top, area] = path.split('/');
  return top === 'features' ? `features/${area}` : (top ?? '');
}

const IMPORT = /(?:^|\n)\s*(?:import|export)[^'"]*?from\s*'(\.[^']+)'|import\('(\.[^']+)'\)/g;

describe('import direction (shared → features → app)', () => {
  const edges = code.flatMap(({ path, text }) =>
    [...text.matchAll(IMPORT)].map((match) => {
      const target = resolve(dirname(path), match[1] ?? match[2] ?? '');
      return { from: layerOf(path), to: layerOf(target), file: path, target };
    }),
  );

  it('keeps shared free of features and app', () => {
    const wrong = edges.filter(
      (edge) => edge.from === 'shared' && (edge.to === 'app' || edge.to.startsWith('features/')),
    );
    expect(wrong.map((edge) => edge.file)).toEqual([]);
  });

  it('lets features import from app only its route registry (app/paths)', () => {
    const wrong = edges.filter(
      (edge) =>
        edge.from.startsWith('features/') && edge.to === 'app' && edge.target !== 'app/paths',
    );
    expect(wrong.map((edge) => edge.file)).toEqual([]);
  });

  it('has no imports between features', () => {
    const wrong = edges.filter(
      (edge) =>
        edge.from.startsWith('features/') &&
        edge.to.startsWith('features/') &&
        edge.from !== edge.to,
    );
    expect(wrong.map((edge) => `${edge.file} → ${edge.target}`)).toEqual([]);
  });
});

describe('styles', () => {
  it('use only the breakpoints of the spec (tablet 828, desktop 1244)', () => {
    const allowed = new Set<number>([BREAKPOINTS.tablet, BREAKPOINTS.desktop]);
    const used = css.flatMap(({ path, text }) =>
      [...text.matchAll(/@media[^{]*width:\s*(\d+)px/g)].map((match) => ({
        path,
        width: Number(match[1]),
      })),
    );
    expect(used.filter(({ width }) => !allowed.has(width))).toEqual([]);
  });

  it('give text and controls WCAG AA contrast in the brand tokens', () => {
    const tokens = css.find(({ path }) => path.endsWith('tokens.css'))?.text ?? '';
    const color = (name: string) => {
      const hex = new RegExp(`--color-${name}:\\s*#([0-9a-f]{6})`, 'i').exec(tokens)?.[1];
      if (!hex) throw new Error(`tokens.css has no --color-${name}`);
      return hex;
    };
    const luminance = (hex: string) => {
      const [r = 0, g = 0, b = 0] = [0, 2, 4].map((at) => {
        const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
        return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const contrast = (a: string, b: string) => {
      const [light, dark] = [luminance(color(a)), luminance(color(b))].sort((x, y) => y - x);
      return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
    };
    const text: Array<[string, string]> = [
      ['on-primary', 'primary'],
      ['on-primary', 'primary-hover'],
      ['text', 'bg'],
      ['text', 'surface'],
      ['text-muted', 'bg'],
      ['text-muted', 'surface'],
      ['primary', 'bg'],
      ['primary', 'surface'],
      ['danger', 'bg'],
      ['success', 'bg'],
    ];
    for (const [fg, bg] of text) expect([fg, bg, contrast(fg, bg) >= 4.5]).toEqual([fg, bg, true]);
    expect(contrast('border-strong', 'bg')).toBeGreaterThanOrEqual(3);
  });
});
