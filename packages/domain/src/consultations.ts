import { type ConsultationStatus, UNLIMITED_CONSULTATIONS } from './constants/consultations';
import type { Message } from './message';

/** How many paid consultations a stream has: null when its course sets no limit. */
export interface ConsultationAllowance {
  maximum: number;
  remaining: number;
}

/** The stream's paid consultations: maxConsultationCount minus the amounts already taken
 * (never below 0); a stream without a limit (0) has no allowance to show. */
export function consultationAllowance(
  maxConsultationCount: number,
  usedAmount: number,
): ConsultationAllowance | null {
  if (maxConsultationCount <= UNLIMITED_CONSULTATIONS) return null;
  return {
    maximum: maxConsultationCount,
    remaining: Math.max(0, maxConsultationCount - usedAmount),
  };
}

/** What one consultation takes from the stream's paid consultations: one under a limit,
 * nothing when the course sets none. */
export function consultationAmount(maxConsultationCount: number): number {
  return maxConsultationCount > UNLIMITED_CONSULTATIONS ? 1 : 0;
}

export const CONSULTATION_ERROR_CODES = [
  'alreadyOpen',
  'noQuestion',
  'limitReached',
  'notOpen',
  'notClosed',
  'alreadyRated',
] as const;
export type ConsultationErrorCode = (typeof CONSULTATION_ERROR_CODES)[number];

export function consultationErrorMessage(code: ConsultationErrorCode): Message {
  return { key: `consultations.errors.${code}` };
}

/** Why the expert may not open a consultation in the chat now: one at a time, about a message
 * of the learner, and within the stream's paid consultations; null when it may open. */
export function consultationOpenProblem(chat: {
  hasOpen: boolean;
  hasLearnerMessage: boolean;
  allowance: ConsultationAllowance | null;
}): 'alreadyOpen' | 'noQuestion' | 'limitReached' | null {
  if (chat.hasOpen) return 'alreadyOpen';
  if (!chat.hasLearnerMessage) return 'noQuestion';
  if (chat.allowance && chat.allowance.remaining === 0) return 'limitReached';
  return null;
}

/** Only an open consultation closes. */
export function consultationCloseProblem(status: ConsultationStatus): 'notOpen' | null {
  return status === 'open' ? null : 'notOpen';
}

/** The learner rates a consultation once, after the expert closed it. */
export function consultationRatingProblem(
  status: ConsultationStatus,
): 'notClosed' | 'alreadyRated' | null {
  if (status === 'open') return 'notClosed';
  return status === 'rated' ? 'alreadyRated' : null;
}

/** "N of M paid consultations left" with the plural form of N (spec section 9). */
export function consultationsLeftText(allowance: ConsultationAllowance): Message {
  return {
    key: 'consultations.left',
    params: { count: allowance.remaining, maximum: allowance.maximum },
  };
}

/** "M paid consultations in the course" with the plural form of M. */
export function consultationsMaximumText(allowance: ConsultationAllowance): Message {
  return { key: 'consultations.maximum', params: { count: allowance.maximum } };
}
