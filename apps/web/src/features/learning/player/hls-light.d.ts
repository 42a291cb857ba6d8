/**
 * hls.js ships types for its full build only. The light build has the same API without
 * in-playlist subtitles, alternate audio and DRM, none of which lessons use (subtitles come as
 * separate WebVTT tracks), and weighs about a third less.
 */
declare module 'hls.js/light' {
  export { default } from 'hls.js';
}
