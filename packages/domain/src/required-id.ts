import type { Message } from './message';

/**
 * The ids whose absence is an invalid-parameter error, named as the spec's texts name them
 * ('StreamId must be set' and 'streamId must be set' are both used).
 */
export const REQUIRED_ID_FIELDS = [
  'id',
  'courseId',
  'stageId',
  'dayId',
  'streamId',
  'StreamId',
  'userHomeworkStatusId',
  'serviceId',
] as const;
export type RequiredIdField = (typeof REQUIRED_ID_FIELDS)[number];

export function requiredIdMessage(field: RequiredIdField): Message {
  return { key: `learning.required.${field}` };
}
