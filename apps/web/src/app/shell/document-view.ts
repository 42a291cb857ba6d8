/** How the document route shows its `url`: framed in a modal, or opened in a new window. */
export type DocumentView = { kind: 'frame'; src: string } | { kind: 'window'; href: string };

/**
 * The document route (spec 000 section 2): only web addresses are documents (never
 * javascript: or data:). The page's security policy frames this site and https pages; a plain
 * http page of another site cannot be framed and opens in a new window instead.
 */
export function documentView(url: string | null, here: URL): DocumentView | null {
  if (!url) return null;
  let target: URL;
  try {
    target = new URL(url, here);
  } catch {
    return null;
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return null;
  if (target.origin === here.origin || target.protocol === 'https:') {
    return { kind: 'frame', src: target.href };
  }
  return { kind: 'window', href: target.href };
}
