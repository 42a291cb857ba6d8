/** Learners made for the journeys before the server starts (apps/api/test/arrange/
 * journey-learners.ts), each with a running stream of yoga-basics and a demo stream of
 * face-fitness; one per journey that changes their learning data, so that journeys stay
 * independent at both widths. */
export const JOURNEY_LEARNER_PASSWORD = 'journey-password-1';
export const JOURNEY_LEARNERS = {
  homeworkMobile: 'journey-homework-mobile@example.com',
  homeworkDesktop: 'journey-homework-desktop@example.com',
  lessonMobile: 'journey-lesson-mobile@example.com',
  lessonDesktop: 'journey-lesson-desktop@example.com',
} as const;
