import type { BrowserContext } from 'playwright-core';
import { CONSENT_COOKIE } from '../src/features/cookies/consent-cookie';
import { STORAGE_PREFIX } from '../src/shared/lib/cookie-storage';

/** Local storage of the QR modal's schedule (app/shell/qr-schedule.ts). */
const QR_MODAL_KEY = `${STORAGE_PREFIX}.qr-modal`;
const QR_MODAL_NEXT_SHOW = Date.UTC(2100, 0, 1);

/** Makes the context's visitor one who has just closed the QR invitation and chose essential
 * cookies only: the invitation (desktop, 2 s after load) and the cookie banner (fixed over the
 * bottom of a phone's screen) would otherwise cover whatever comes next. cookies.spec.ts clears
 * the cookie to meet the banner. */
export async function asReturningVisitor(context: BrowserContext, origin: string): Promise<void> {
  await context.addInitScript(
    ({ key, state }) => {
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, state);
    },
    { key: QR_MODAL_KEY, state: JSON.stringify({ closes: 1, nextShowAt: QR_MODAL_NEXT_SHOW }) },
  );
  await context.addCookies([
    { name: CONSENT_COOKIE, value: 'essential', url: origin, sameSite: 'Strict' },
  ]);
}
