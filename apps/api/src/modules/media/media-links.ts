import { posix } from 'node:path';
import type { AppContext } from '../../context';
import { type Clock, toSeconds } from '../../lib/clock';
import { windowedTtl } from '../../lib/url-signer';

export const MEDIA_PREFIX = '/media/';

/** A grant lives at least this long: a long lesson watched with pauses, on a page opened a while
 * ago, still loads its segments. */
export const MEDIA_GRANT_MIN_SECONDS = 4 * 60 * 60;
/** Expiries are rounded up to the next whole hour, so a link stays the same for an hour and
 * browsers (and a CDN) keep what they fetched with it. */
export const MEDIA_GRANT_WINDOW_SECONDS = 60 * 60;

/** When the links signed now expire (seconds): the same for a whole window, so an answer that
 * holds them can be kept and handed out again until then. */
export function mediaLinksExpiry(clock: Clock): number {
  return (
    toSeconds(clock.now()) + windowedTtl(clock, MEDIA_GRANT_MIN_SECONDS, MEDIA_GRANT_WINDOW_SECONDS)
  );
}

/** A path below /media/ made only of plain names: no `..`, no hidden files, no empty parts. */
const SAFE_SEGMENT = /^[\w-][\w.-]*$/;

export function mediaPathSegments(path: string): string[] | null {
  const segments = path.split('/');
  return segments.every((segment) => SAFE_SEGMENT.test(segment)) ? segments : null;
}

/**
 * What a grant may cover for a file: the file itself and each folder above it up to, not
 * including, the media root. A grant for a folder therefore reaches every file beneath it (an
 * HLS video's segments and variant playlists), and one for a file at the root only that file.
 */
export function grantScopesOf(segments: readonly string[]): string[] {
  return segments.map((_, index) => segments.slice(0, segments.length - index).join('/'));
}

/** Signs links to course media (`/media/...`) for the learner the answer is for; other links
 * (an absolute URL of another host) are handed out as they are. */
export interface MediaLinks {
  /** A file on its own: a document, a course image, a lesson's file. */
  file(url: string): string;
  /** A file of a video: the grant covers the video's folder, so an HLS playlist's relative
   * segment URLs (and its poster and subtitles) inherit it. */
  video(url: string): string;
}

export function mediaLinks(ctx: Pick<AppContext, 'signer' | 'clock'>): MediaLinks {
  const ttl = () => windowedTtl(ctx.clock, MEDIA_GRANT_MIN_SECONDS, MEDIA_GRANT_WINDOW_SECONDS);
  const sign = (url: string, scopeOf: (path: string) => string) => {
    if (!url.startsWith(MEDIA_PREFIX)) return url;
    const path = url.slice(MEDIA_PREFIX.length);
    return `${MEDIA_PREFIX}${ctx.signer.sign(scopeOf(path), ttl())}/${path}`;
  };
  return {
    file: (url) => sign(url, (path) => path),
    video: (url) =>
      sign(url, (path) => {
        const folder = posix.dirname(path);
        // A video file at the media root has no folder of its own: only the file is granted.
        return folder === '.' ? path : folder;
      }),
  };
}
