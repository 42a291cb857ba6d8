import { useRef } from 'react';

/** `/media/<expires>.<signature>/<path>`: a course media link with its grant (the API's
 * modules/media/media-links.ts). */
const SIGNED = /^\/media\/(\d+)\.[\w-]+\//;

/** The file a link names, whatever grant it carries. */
export function withoutGrant(url: string): string {
  return url.replace(SIGNED, '/media/');
}

/** Whether the link's grant has ended at `now` (ms); links without one never end. */
export function hasExpired(url: string, now: number): boolean {
  const expires = SIGNED.exec(url)?.[1];
  return expires !== undefined && Number(expires) * 1000 <= now;
}

/**
 * The link already in use while it names the same file and its grant lasts: the day's answer
 * is fetched again (on focus, after a day start) and may bring the same file under a newer
 * grant, which must not reload the video the learner is watching.
 */
export function useStableLink<T extends string | null>(url: T): T {
  const kept = useRef(url);
  const current = kept.current;
  if (
    url === null ||
    current === null ||
    withoutGrant(current) !== withoutGrant(url) ||
    hasExpired(current, Date.now())
  ) {
    kept.current = url;
  }
  return kept.current;
}
