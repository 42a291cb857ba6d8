const preloaded = new Set<string>();

/**
 * Starts downloading an image a screen is about to show, at the priority of a first screen's
 * largest paint, before the screen's code has run: the browser hands the response to the
 * element that asks for the same URL in the same CORS mode later (`crossOrigin`: the element's
 * own). Each URL is asked for once.
 */
export function preloadImage(url: string, { crossOrigin }: { crossOrigin?: 'anonymous' } = {}) {
  if (preloaded.has(url)) return;
  preloaded.add(url);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = url;
  link.fetchPriority = 'high';
  if (crossOrigin) link.crossOrigin = crossOrigin;
  document.head.append(link);
}
