/** The lesson video's CORS mode: its subtitle files are on the video CDN, which must allow this
 * origin for hls.js anyway. Its poster is fetched in the same mode, so a preload of the poster
 * must ask in it too, or the browser downloads the image twice. */
export const VIDEO_CROSS_ORIGIN = 'anonymous';
