import { expect } from 'vitest';

/** A /media link to `path` signed for the learner (src/modules/media/media-links.ts). */
export const signedMedia = (path: string) =>
  expect.stringMatching(new RegExp(`^/media/\\d+\\.[\\w-]{43}/${path.replaceAll('.', '\\.')}$`));
