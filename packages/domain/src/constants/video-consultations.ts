import { DAY_MS, MINUTE_MS } from './time';

/** Length of a video consultation. Slots lie on a UTC grid of this length (every time zone but
 * the few with :45 offsets puts it on local :00 and :30), so two slots of one expert either
 * coincide or do not overlap. */
export const VIDEO_CONSULTATION_MS = 30 * MINUTE_MS;
/** A slot is offered, and a booking may be moved, until this long before it starts. */
export const VIDEO_CONSULTATION_LEAD_MS = 60 * MINUTE_MS;
/** Slots are offered this far ahead. */
export const VIDEO_CONSULTATION_HORIZON_MS = 14 * DAY_MS;
/** Longest note a learner leaves for the expert. */
export const VIDEO_CONSULTATION_NOTE_MAX = 1000;
