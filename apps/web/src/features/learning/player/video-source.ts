import type Hls from 'hls.js/light';

export const HLS_MIME = 'application/vnd.apple.mpegurl';

export type VideoSources = {
  /** The HLS playlist, when the video was converted to one. */
  hls: string | null;
  mp4: string;
};

export type SourceKind = 'native-hls' | 'hls.js' | 'mp4';

export type AttachedSource = { kind: SourceKind; detach(): void };

type HlsClass = typeof Hls;

/** A chunk of its own, downloaded only by browsers that cannot play HLS themselves. */
export const loadHls = async (): Promise<HlsClass> => (await import('hls.js/light')).default;

function playFile(video: HTMLVideoElement, url: string): void {
  video.src = url;
}

/**
 * The browser's own HLS where it has one (Safari, iOS), else hls.js where Media Source
 * Extensions exist, else the MP4 file. An hls.js failure it cannot recover from, or an hls.js
 * chunk that does not download, falls back to the MP4 file too.
 */
export async function attachVideoSource(
  video: HTMLVideoElement,
  sources: VideoSources,
  load: () => Promise<HlsClass> = loadHls,
): Promise<AttachedSource> {
  const noop = { detach() {} };
  if (sources.hls === null) {
    playFile(video, sources.mp4);
    return { kind: 'mp4', ...noop };
  }
  if (video.canPlayType(HLS_MIME) !== '') {
    playFile(video, sources.hls);
    return { kind: 'native-hls', ...noop };
  }
  const HlsPlayer = await load().catch(() => null);
  if (!HlsPlayer?.isSupported()) {
    playFile(video, sources.mp4);
    return { kind: 'mp4', ...noop };
  }
  const player = new HlsPlayer();
  player.on(HlsPlayer.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    player.destroy();
    playFile(video, sources.mp4);
  });
  player.loadSource(sources.hls);
  player.attachMedia(video);
  return { kind: 'hls.js', detach: () => player.destroy() };
}
