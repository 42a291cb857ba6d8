import { TRIAL_MODAL_REPEAT_MS } from '@platform/domain/constants/shell';
import { localValue } from '../../shared/lib/cookie-storage';

/** The schedule's key in local storage (the journeys set it to keep the offer away). */
export const TRIAL_MODAL_KEY = 'trial-modal';
const stored = localValue(TRIAL_MODAL_KEY);

/** When the free-trial offer may show again (ms since the epoch): it comes back a week after it
 * is closed. Nothing stored, or anything unreadable, means now. */
export const trialModalSchedule = {
  isDue(now: number): boolean {
    const nextShowAt = Number(stored.read());
    return !Number.isFinite(nextShowAt) || now >= nextShowAt;
  },
  closed(now: number): void {
    stored.write(String(now + TRIAL_MODAL_REPEAT_MS));
  },
};
