import { describe, expect, it } from 'vitest';
import { isOneTapTopic, streamTopicOf } from './stream-topics';

const brand = {
  passHomeworkSupportCategoryId: 3,
  renewCourseSupportCategoryId: 4,
  renewConsultationSupportCategoryId: 6,
};

describe('stream topics', () => {
  it("names the brand's homework and renewal topics; others are general", () => {
    expect([3, 4, 6, 1].map((id) => streamTopicOf(id, brand))).toEqual([
      'homework',
      'renewCourse',
      'renewConsultation',
      null,
    ]);
  });

  it('one shared renewal id reads as the course renewal', () => {
    const shared = {
      ...brand,
      renewCourseSupportCategoryId: 7,
      renewConsultationSupportCategoryId: 7,
    };
    expect(streamTopicOf(7, shared)).toBe('renewCourse');
  });

  it('renewals are one tap; homework and general topics take a message', () => {
    expect(isOneTapTopic('renewCourse')).toBe(true);
    expect(isOneTapTopic('renewConsultation')).toBe(true);
    expect(isOneTapTopic('homework')).toBe(false);
    expect(isOneTapTopic(null)).toBe(false);
  });
});
