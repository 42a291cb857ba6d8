import { useEffect, useState } from 'react';

type WebkitVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void };

const ignore = () => {};

/**
 * Full screen for the player's stage (video and its controls, kept while the next lesson of the
 * block replaces the video), or for the video itself where only videos may go full screen
 * (iPhone); leaves it when already there.
 */
export function toggleFullscreen(stage: HTMLElement | null, video: HTMLVideoElement): void {
  if (document.fullscreenElement) {
    void document.exitFullscreen().catch(ignore);
    return;
  }
  const target = stage ?? video;
  if (document.fullscreenEnabled && target.requestFullscreen) {
    void target.requestFullscreen().catch(ignore);
  } else {
    (video as WebkitVideo).webkitEnterFullscreen?.();
  }
}

/** Whether something of the page is full screen now. */
export function useIsFullscreen(): boolean {
  const [fullscreen, setFullscreen] = useState(() => document.fullscreenElement != null);
  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement != null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  return fullscreen;
}
