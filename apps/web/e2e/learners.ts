import { JOURNEY_WIDTHS, type Width } from './widths';

/** The seed's demo learner (apps/api/src/seed/users.seed.ts): only signed into, never changed. */
export const DEMO = { email: 'demo@example.com', password: 'demo-password' } as const;

/** Learners made for the journeys before the server starts (apps/api/test/arrange/
 * journey-learners.ts), each with a running stream of yoga-basics (started three days ago) and
 * its chat, and a demo stream of face-fitness: one per journey and width, so that what one journey changes
 * never shows up in another. */
export const JOURNEY_LEARNER_PASSWORD = 'journey-password-1';
const JOURNEYS = [
  'homework',
  'lesson',
  'chat',
  'capture',
  'videoconsultation',
  'support',
  'offline',
  'reminders',
  'purchase',
  'extension',
  'subscription',
] as const;

export function journeyLearner(journey: (typeof JOURNEYS)[number], width: Width) {
  return { email: `journey-${journey}-${width}@example.com`, password: JOURNEY_LEARNER_PASSWORD };
}

/** Made at the widths the journeys run at (the tour signs into the demo learner). */
export const JOURNEY_LEARNER_EMAILS = JOURNEYS.flatMap((journey) =>
  JOURNEY_WIDTHS.map((width) => journeyLearner(journey, width).email),
);
