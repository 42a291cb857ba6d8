/**
 * The global logout event of spec section 4: a 401 answer to a call that carried a token means
 * the session ended elsewhere (revoked, expired, signed out on another device). The HTTP client
 * fires it; the app shell listens and signs the user out.
 */
const target = new EventTarget();
const EVENT = 'logout';

let listeners = 0;
/** A logout fired while nobody listened: the start-up's calls may be answered 401 before the
 * app shell mounts its listener, and the first listener must still hear it. */
let missed = false;

export function emitGlobalLogout(): void {
  if (listeners === 0) {
    missed = true;
    return;
  }
  target.dispatchEvent(new Event(EVENT));
}

/** Returns the unsubscribe function. A logout fired before anyone listened is handed to this
 * listener at once. */
export function onGlobalLogout(listener: () => void): () => void {
  target.addEventListener(EVENT, listener);
  listeners += 1;
  if (missed) {
    missed = false;
    listener();
  }
  return () => {
    target.removeEventListener(EVENT, listener);
    listeners -= 1;
  };
}
