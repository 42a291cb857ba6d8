/** Consultations inside a chat (spec sections 3, 4, 5, 9). */

/** A consultation is open while the expert answers, closed when they finish, rated once the
 * learner rated it. */
export const CONSULTATION_STATUSES = ['open', 'close', 'rated'] as const;
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];

/** The learner's rating of a closed consultation. */
export const CONSULTATION_RATING_MIN = 1;
export const CONSULTATION_RATING_MAX = 5;

/** maxConsultationCount of a stream whose course sets no limit: consultations are not counted. */
export const UNLIMITED_CONSULTATIONS = 0;
