import { TRIAL_MODAL_REPEAT_MS } from '@platform/domain/constants/shell';
import { localValue } from '../../shared/lib/cookie-storage';

const stored = localValue('trial-modal');

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
