import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { settled } from './fixtures';
import { compareScreenshots } from './screenshot-compare';
import { SCREENSHOTS_DIR } from './screenshots';
import type { Width } from './widths';

/** The committed screenshots of the key screens, by width (references/<width>/<screen>.png). */
export const REFERENCES_DIR = fileURLToPath(new URL('./references/', import.meta.url));

/** `UPDATE_SCREENSHOTS=1` (re)writes the references instead of comparing with them. */
const UPDATING = process.env.UPDATE_SCREENSHOTS === '1';

/** What a screenshot never shows as it is: a video's frame depends on how much has loaded. */
const MASKED = 'video';

/**
 * The demo data is relative to the day the server started, and the journeys run on any day: every
 * date and time of day on the screen is written the same way before a screenshot (a weekday and
 * a day of a month, a numeric date, a clock time), so that a reference taken on one day matches
 * on another while the layout around those texts is still compared. Weekday and month names are
 * the Russian ones the journeys read (ru is the default language).
 */
function normalizeDates(): void {
  const month =
    'января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря|' +
    'январь|февраль|март|апрель|май|июнь|июль|август|сентябрь|октябрь|ноябрь|декабрь';
  const weekday =
    'понедельник|вторник|среда|четверг|пятница|суббота|воскресенье|пн|вт|ср|чт|пт|сб|вс';
  const rules: [RegExp, string][] = [
    [
      new RegExp(`(?:(?:${weekday}),?\\s)?\\d{1,2}\\s(?:${month})(?:\\s\\d{4}(?:\\sг\\.)?)?`, 'gi'),
      '1 января 2000',
    ],
    [new RegExp(`(?:${month})\\s\\d{4}`, 'gi'), 'январь 2000'],
    [/\b\d{1,2}\.\d{1,2}\.\d{2,4}\b/g, '01.01.2000'],
    [/\b\d{1,2}:\d{2}\b/g, '00:00'],
  ];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? '';
    const normalized = rules.reduce(
      (value, [pattern, fixed]) => value.replace(pattern, fixed),
      text,
    );
    if (normalized !== text) node.nodeValue = normalized;
  }
}

/** A full-page screenshot captures what lies below the fold without scrolling to it, so a lazy
 * image there may or may not have started loading: every image is loaded first, as a reader
 * scrolling down would see it. */
async function loadEveryImage(): Promise<void> {
  const images = Array.from(document.images);
  for (const image of images) image.loading = 'eager';
  await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
}

/**
 * Compares the screen shown now (the whole page) with its committed reference at this width,
 * or writes the reference under UPDATE_SCREENSHOTS=1. Animations are stopped and the caret
 * hidden for the shot; dates are written the same way and videos masked (see above). A mismatch
 * leaves `<screen>.actual.png` and `<screen>.diff.png` beside the journeys' screenshots.
 */
export async function expectScreenshot(page: Page, width: Width, screen: string): Promise<void> {
  // The shot is of the screen, not of a spinner: a screen can load again after the checks before
  // this one (home did, on a loaded run, when its layout's media queries changed).
  await settled(page);
  await page.evaluate(normalizeDates);
  await page.evaluate(loadEveryImage);
  const actual = await page.screenshot({
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    mask: [page.locator(MASKED)],
    maskColor: '#ff00ff',
  });
  const reference = join(REFERENCES_DIR, width, `${screen}.png`);
  if (UPDATING) {
    await mkdir(join(REFERENCES_DIR, width), { recursive: true });
    await writeFile(reference, actual);
    return;
  }
  if (!existsSync(reference)) {
    throw new Error(
      `No reference screenshot ${reference}: write them with UPDATE_SCREENSHOTS=1 (apps/web/e2e/README.md).`,
    );
  }
  const result = compareScreenshots(actual, await readFile(reference));
  if (result.matches) return;
  const folder = join(SCREENSHOTS_DIR, width);
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, `${screen}.actual.png`), actual);
  if (result.diff) await writeFile(join(folder, `${screen}.diff.png`), result.diff);
  throw new Error(
    `Screen "${screen}" at ${width} width differs from ${reference}: ${result.reason} ` +
      `(see ${join(folder, `${screen}.diff.png`)}; a deliberate change: UPDATE_SCREENSHOTS=1).`,
  );
}
