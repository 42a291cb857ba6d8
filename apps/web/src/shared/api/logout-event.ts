/**
 * The global logout event of spec section 4: a 401 answer to a call that carried a token means
 * the session ended elsewhere (revoked, expired, signed out on another device). The HTTP client
 * fires it; the app shell listens and signs the user out.
 */
const target = new EventTarget();
const EVENT = 'logout';

export function emitGlobalLogout(): void {
  target.dispatchEvent(new Event(EVENT));
}

/** Returns the unsubscribe function. */
export function onGlobalLogout(listener: () => void): () => void {
  target.addEventListener(EVENT, listener);
  return () => target.removeEventListener(EVENT, listener);
}
