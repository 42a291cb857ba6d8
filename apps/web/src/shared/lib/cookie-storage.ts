import { COOKIE_SAME_SITE, storageName } from '@platform/domain/constants/cookies';
import { DAY_S } from '@platform/domain/constants/time';

export function readCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  const found = document.cookie.split('; ').find((pair) => pair.startsWith(prefix));
  // An emptied cookie reads as absent.
  return found === undefined ? null : decodeURIComponent(found.slice(prefix.length)) || null;
}

export function writeCookie(name: string, value: string, days: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari; this module is the one place that writes cookies
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${
    days * DAY_S
  }; Path=/; SameSite=${COOKIE_SAME_SITE}${secure}`;
}

export function removeCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see writeCookie
  document.cookie = `${encodeURIComponent(name)}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=${COOKIE_SAME_SITE}`;
}

/** Private browsing and disabled storage throw on access; the cookie still works then. */
function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export type PersistentValue = {
  read(): string | null;
  write(value: string): void;
  remove(): void;
};

function storageValue(key: string, storage: () => Storage | null): PersistentValue {
  const name = storageName(key);
  return {
    read: () => storage()?.getItem(name) ?? null,
    write(value) {
      try {
        storage()?.setItem(name, value);
      } catch {
        // Full, or refused (Safari's private mode once was): the value is not kept.
      }
    },
    remove: () => storage()?.removeItem(name),
  };
}

/**
 * A value kept both in local storage and in a cookie (spec: token and language). Local storage
 * is read first; the cookie covers browsers where storage is unavailable or was cleared.
 */
export function persistentValue(key: string, cookieDays: number): PersistentValue {
  const name = storageName(key);
  const local = localValue(key);
  return {
    read: () => local.read() ?? readCookie(name),
    write(value) {
      local.write(value);
      writeCookie(name, value, cookieDays);
    },
    remove() {
      local.remove();
      removeCookie(name);
    },
  };
}

/** Per-tab state that must survive a reload but not the tab (return URL, notices, markers). */
export function sessionValue(key: string): PersistentValue {
  return storageValue(key, () => {
    try {
      return window.sessionStorage;
    } catch {
      return null;
    }
  });
}

/** Browser state the server never needs, kept across visits (e.g. when a promotion reappears). */
export function localValue(key: string): PersistentValue {
  return storageValue(key, safeLocalStorage);
}
