/** The player's chunk (and hls.js's, where needed), apart from its lazy wrapper so that the
 * start-up can ask for it without the wrapper's styles and components. */
export const loadVideoPlayer = () => import('./video-player').then((module) => module.default);
