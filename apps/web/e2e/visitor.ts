import { storageName } from '@platform/domain/constants/cookies';
import type { BrowserContext } from 'playwright-core';
import { QR_MODAL_KEY } from '../src/app/shell/qr-schedule';
import { TRIAL_MODAL_KEY } from '../src/app/shell/trial-schedule';
import { CONSENT_COOKIE } from '../src/features/cookies/consent-cookie';

const PROMPTS_NEXT_SHOW = Date.UTC(2100, 0, 1);

/** Makes the context's visitor one who has just closed the QR invitation and the free-trial offer
 * and chose essential cookies only: the prompts (2 s after load) and the cookie banner (fixed
 * over the bottom of a phone's screen) would otherwise cover whatever comes next.
 * cookies.spec.ts clears the cookie to meet the banner. */
export async function asReturningVisitor(context: BrowserContext, origin: string): Promise<void> {
  await context.addInitScript(
    (stored) => {
      for (const [key, state] of stored) {
        if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, state);
      }
    },
    [
      [storageName(QR_MODAL_KEY), JSON.stringify({ closes: 1, nextShowAt: PROMPTS_NEXT_SHOW })],
      [storageName(TRIAL_MODAL_KEY), String(PROMPTS_NEXT_SHOW)],
    ] as const,
  );
  await context.addCookies([
    { name: CONSENT_COOKIE, value: 'essential', url: origin, sameSite: 'Strict' },
  ]);
}
