const preloaded = new Set<string>();

/**
 * Starts downloading an image a screen is about to show, at the priority of a first screen's
 * largest paint, before the screen's code has run: the browser hands the response to the <img>
 * that asks for the same URL later. Each URL is asked for once.
 */
export function preloadImage(url: string): void {
  if (preloaded.has(url)) return;
  preloaded.add(url);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = url;
  link.fetchPriority = 'high';
  document.head.append(link);
}
