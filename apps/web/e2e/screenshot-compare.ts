import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** How far apart two pixels' colours may be and still count as the same (pixelmatch's OKLab
 * distance, 0 to 1): absorbs the rounding of gradients and shadows, never a change of colour. */
const PIXEL_THRESHOLD = 0.1;
/** The share of differing pixels a screen may have and still match its reference: a glyph or two
 * of anti-aliasing, never a block that moved, grew or went (a button is over 0.4% of a phone's
 * screen). */
export const MAX_DIFF_RATIO = 0.002;

export type ScreenshotComparison =
  | { matches: true; diffRatio: number }
  | { matches: false; reason: string; diffRatio: number; diff?: Buffer };

/** Compares two PNG screenshots pixel by pixel (anti-aliased pixels ignored). A different size
 * is a different layout; otherwise they match when no more than `maxDiffRatio` of the pixels
 * differ. A mismatch carries a PNG with the differing pixels in red over the faded reference. */
export function compareScreenshots(
  actual: Buffer,
  reference: Buffer,
  maxDiffRatio = MAX_DIFF_RATIO,
): ScreenshotComparison {
  const now = PNG.sync.read(actual);
  const then = PNG.sync.read(reference);
  if (now.width !== then.width || now.height !== then.height) {
    return {
      matches: false,
      diffRatio: 1,
      reason: `the size changed from ${then.width}×${then.height} to ${now.width}×${now.height}`,
    };
  }
  const diff = new PNG({ width: now.width, height: now.height });
  const differing = pixelmatch(then.data, now.data, diff.data, now.width, now.height, {
    threshold: PIXEL_THRESHOLD,
  });
  const diffRatio = differing / (now.width * now.height);
  if (diffRatio <= maxDiffRatio) return { matches: true, diffRatio };
  return {
    matches: false,
    diffRatio,
    reason: `${differing} pixels (${(diffRatio * 100).toFixed(2)}%) differ, more than ${(maxDiffRatio * 100).toFixed(2)}%`,
    diff: PNG.sync.write(diff),
  };
}
