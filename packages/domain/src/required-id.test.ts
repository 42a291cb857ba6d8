import { describe, expect, it } from 'vitest';
import { REQUIRED_ID_FIELDS, requiredIdMessage } from './required-id';

describe('requiredIdMessage', () => {
  it('has a message for every required id of the spec', () => {
    expect(REQUIRED_ID_FIELDS).toEqual([
      'id',
      'courseId',
      'stageId',
      'dayId',
      'streamId',
      'StreamId',
      'userHomeworkStatusId',
      'serviceId',
    ]);
    expect(requiredIdMessage('StreamId')).toEqual({ key: 'learning.required.StreamId' });
  });
});
