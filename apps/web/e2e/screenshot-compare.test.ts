import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { compareScreenshots } from './screenshot-compare';

const WIDTH = 390;
const HEIGHT = 844;

type Block = { x: number; y: number; width: number; height: number };

/** A white screen with dark blocks on it, as PNG: a heading, a card, a button. */
function screen(blocks: Block[]): Buffer {
  const png = new PNG({ width: WIDTH, height: HEIGHT });
  png.data.fill(255);
  for (const block of blocks) {
    for (let y = block.y; y < block.y + block.height; y++) {
      for (let x = block.x; x < block.x + block.width; x++) {
        const at = (y * WIDTH + x) * 4;
        png.data[at] = 30;
        png.data[at + 1] = 60;
        png.data[at + 2] = 150;
      }
    }
  }
  return PNG.sync.write(png);
}

const HEADING = { x: 16, y: 24, width: 220, height: 32 };
const CARD = { x: 16, y: 80, width: 358, height: 200 };
const BUTTON = { x: 16, y: 300, width: 160, height: 44 };

describe('compareScreenshots', () => {
  it('passes an identical screen', () => {
    const reference = screen([HEADING, CARD, BUTTON]);
    expect(compareScreenshots(screen([HEADING, CARD, BUTTON]), reference)).toEqual({
      matches: true,
      diffRatio: 0,
    });
  });

  it('passes a few stray pixels (under the threshold)', () => {
    const speck = { x: 300, y: 700, width: 4, height: 4 };
    const result = compareScreenshots(
      screen([HEADING, CARD, BUTTON, speck]),
      screen([HEADING, CARD, BUTTON]),
    );
    expect(result.matches).toBe(true);
  });

  it('fails a button moved by 24 px, with a diff image', () => {
    const moved = { ...BUTTON, x: BUTTON.x + 24 };
    const result = compareScreenshots(
      screen([HEADING, CARD, moved]),
      screen([HEADING, CARD, BUTTON]),
    );
    expect(result.matches).toBe(false);
    if (result.matches) return;
    expect(result.reason).toMatch(/pixels \(.+%\) differ/);
    expect(PNG.sync.read(result.diff ?? Buffer.alloc(0)).width).toBe(WIDTH);
  });

  it('fails a screen of another height (the layout grew)', () => {
    const taller = new PNG({ width: WIDTH, height: HEIGHT + 100 });
    taller.data.fill(255);
    const result = compareScreenshots(PNG.sync.write(taller), screen([]));
    expect(result).toMatchObject({
      matches: false,
      reason: `the size changed from ${WIDTH}×${HEIGHT} to ${WIDTH}×${HEIGHT + 100}`,
    });
  });
});
