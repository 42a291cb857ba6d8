import { useEffect, useState } from 'react';
import { readFile } from './download-store';
import { useDownloads } from './downloads-state';

/** A downloaded video as object URLs of its stored files. */
export type StoredVideo =
  | { state: 'looking' }
  | { state: 'none' }
  | { state: 'found'; video: string; poster: string | null };

async function objectUrl(courseId: number, key: string | undefined): Promise<string | null> {
  const blob = key === undefined ? null : await readFile(courseId, key);
  return blob ? URL.createObjectURL(blob) : null;
}

/**
 * The stored copy of a video when the learner downloaded it: played from the device whether the
 * network is there or not (the same file, and no data used). 'looking' until the downloads are
 * read, so that the player does not start on the network first.
 */
export function useStoredVideo(videoId: number): StoredVideo {
  const { state, entries } = useDownloads();
  const entry = entries.find((item) => item.videoId === videoId && item.status === 'loaded');
  const courseId = entry?.courseId;
  const videoKey = entry?.files.find((file) => file.kind === 'video')?.key;
  const imageKey = entry?.files.find((file) => file.kind === 'image')?.key;
  const [found, setFound] = useState<StoredVideo>({ state: 'looking' });

  // Keyed by the stored files, not the entry: other downloads' progress must not reload it.
  useEffect(() => {
    if (courseId === undefined) return;
    let urls: string[] = [];
    let gone = false;
    Promise.all([objectUrl(courseId, videoKey), objectUrl(courseId, imageKey)]).then(
      ([video, poster]) => {
        urls = [video, poster].filter((url): url is string => url !== null);
        if (gone) for (const url of urls) URL.revokeObjectURL(url);
        else setFound(video === null ? { state: 'none' } : { state: 'found', video, poster });
      },
      () => setFound({ state: 'none' }),
    );
    return () => {
      gone = true;
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, [courseId, videoKey, imageKey]);

  if (entry) return found;
  return state === 'idle' || state === 'reading' ? { state: 'looking' } : { state: 'none' };
}
