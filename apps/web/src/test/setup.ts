import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { removeCookie } from '../shared/lib/cookie-storage';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const pair of document.cookie.split('; ')) {
    const name = pair.split('=')[0];
    if (name) removeCookie(decodeURIComponent(name));
  }
});
