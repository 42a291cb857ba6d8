import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { removeCookie } from '../shared/lib/cookie-storage';
import { unanswered } from './fake-api';

// Component tests never reach the network: a call no fake API answers (fakeApi stubs fetch; a
// screen still mounted after a test's stubs are undone may ask again) gets a 501, as fakeApi
// answers a call it has no answer for, instead of a connection refused by no server.
globalThis.fetch = async (input, init) => unanswered(`${init?.method ?? 'GET'} ${String(input)}`);

// findBy*/waitFor give up after 1 s by default; on two loaded cores a screen's data can take
// longer to arrive, and a test that would fail still fails, only later.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const pair of document.cookie.split('; ')) {
    const name = pair.split('=')[0];
    if (name) removeCookie(decodeURIComponent(name));
  }
});
