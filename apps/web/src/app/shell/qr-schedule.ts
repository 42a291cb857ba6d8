import {
  QR_MODAL_CLOSES_FOR_LONG_REPEAT,
  QR_MODAL_LONG_REPEAT_MS,
  QR_MODAL_REPEAT_MS,
} from '@platform/domain/constants/shell';
import { localValue } from '../../shared/lib/cookie-storage';

/** How often the QR modal was closed since the counter last reset, and when it may show again
 * (ms since the epoch; null: it never showed). */
export type QrModalState = { closes: number; nextShowAt: number | null };

const NEVER_SHOWN: QrModalState = { closes: 0, nextShowAt: null };

export function isQrModalDue(state: QrModalState, now: number): boolean {
  return state.nextShowAt === null || now >= state.nextShowAt;
}

/** The QR modal reappears a day after it is closed; the second close makes the wait 3 days and
 * starts counting again (spec 000 section 4). */
export function afterQrModalClosed(state: QrModalState, now: number): QrModalState {
  const closes = state.closes + 1;
  return closes >= QR_MODAL_CLOSES_FOR_LONG_REPEAT
    ? { closes: 0, nextShowAt: now + QR_MODAL_LONG_REPEAT_MS }
    : { closes, nextShowAt: now + QR_MODAL_REPEAT_MS };
}

/** Stored state from local storage; anything unreadable counts as never shown. */
export function parseQrModalState(raw: string | null): QrModalState {
  if (raw === null) return NEVER_SHOWN;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return NEVER_SHOWN;
    const { closes, nextShowAt } = value as Record<string, unknown>;
    return {
      closes: typeof closes === 'number' && Number.isInteger(closes) && closes >= 0 ? closes : 0,
      nextShowAt: typeof nextShowAt === 'number' && Number.isFinite(nextShowAt) ? nextShowAt : null,
    };
  } catch {
    return NEVER_SHOWN;
  }
}

/** The schedule's key in local storage (the journeys set it to keep the modal away). */
export const QR_MODAL_KEY = 'qr-modal';
const stored = localValue(QR_MODAL_KEY);

export const qrModalStorage = {
  read: (): QrModalState => parseQrModalState(stored.read()),
  write: (state: QrModalState): void => stored.write(JSON.stringify(state)),
};
