import { describe, expect, it } from 'vitest';
import { DAY_MS } from './constants/time';
import {
  areChatsLocked,
  areDemoStreamsListed,
  areDocumentsAccessible,
  demoCourseServiceOf,
  isDayLocked,
  isDayOpenByTimeDelay,
  isDemoRestricted,
  isExpertMessageEnabled,
  isHomeworkLocked,
  isStreamListed,
} from './demo-access';

const demo = { isDemo: true, courseFullAccess: false };
const demoWithFullAccess = { isDemo: true, courseFullAccess: true };
const paid = { isDemo: false, courseFullAccess: false };

describe('isDemoRestricted', () => {
  it('restricts only demo streams without full access', () => {
    expect(isDemoRestricted(demo)).toBe(true);
    expect(isDemoRestricted(demoWithFullAccess)).toBe(false);
    expect(isDemoRestricted(paid)).toBe(false);
  });
});

describe('isDayOpenByTimeDelay', () => {
  const start = Date.UTC(2025, 0, 1);

  it('is open without a delay', () => {
    expect(isDayOpenByTimeDelay(null, start, start - DAY_MS)).toBe(true);
  });

  it('opens the given number of days after the start', () => {
    expect(isDayOpenByTimeDelay(3, start, start + 3 * DAY_MS - 1)).toBe(false);
    expect(isDayOpenByTimeDelay(3, start, start + 3 * DAY_MS)).toBe(true);
    expect(isDayOpenByTimeDelay(0, start, start)).toBe(true);
  });
});

describe('isDayLocked', () => {
  const open = { isDemoAccessible: true, isOpenByTimeDelay: true };

  it('locks a day of a restricted demo that is not demo-accessible or not open yet', () => {
    expect(isDayLocked(demo, open)).toBe(false);
    expect(isDayLocked(demo, { ...open, isDemoAccessible: false })).toBe(true);
    expect(isDayLocked(demo, { ...open, isOpenByTimeDelay: false })).toBe(true);
  });

  it('never locks days of other streams', () => {
    const closed = { isDemoAccessible: false, isOpenByTimeDelay: false };
    expect(isDayLocked(paid, closed)).toBe(false);
    expect(isDayLocked(demoWithFullAccess, closed)).toBe(false);
  });
});

describe('homeworks and chats', () => {
  it('locks homeworks that are not demo-accessible in a restricted demo', () => {
    expect(isHomeworkLocked(demo, { isDemoAccessible: false })).toBe(true);
    expect(isHomeworkLocked(demo, { isDemoAccessible: true })).toBe(false);
    expect(isHomeworkLocked(demoWithFullAccess, { isDemoAccessible: false })).toBe(false);
  });

  it('locks chats of a restricted demo', () => {
    expect(areChatsLocked(demo)).toBe(true);
    expect(areChatsLocked(demoWithFullAccess)).toBe(false);
    expect(areChatsLocked(paid)).toBe(false);
  });
});

describe('isExpertMessageEnabled', () => {
  const chat = { chatChannelId: 7, isDemoExpertMessageEnabled: false };
  it('needs a chat channel', () => {
    expect(isExpertMessageEnabled({ ...paid, ...chat })).toBe(true);
    expect(isExpertMessageEnabled({ ...paid, ...chat, chatChannelId: null })).toBe(false);
    expect(
      isExpertMessageEnabled({ ...demo, chatChannelId: null, isDemoExpertMessageEnabled: true }),
    ).toBe(false);
  });

  it('in a restricted demo, only where the course allows experts to write', () => {
    expect(isExpertMessageEnabled({ ...demo, ...chat })).toBe(false);
    expect(isExpertMessageEnabled({ ...demo, ...chat, isDemoExpertMessageEnabled: true })).toBe(
      true,
    );
    expect(isExpertMessageEnabled({ ...demoWithFullAccess, ...chat })).toBe(true);
  });
});

describe('areDocumentsAccessible', () => {
  it('opens documents to all but a restricted demo of a course that keeps them closed', () => {
    const closed = { isDemoDocumentsAccessible: false };
    expect(areDocumentsAccessible(paid, closed)).toBe(true);
    expect(areDocumentsAccessible(demoWithFullAccess, closed)).toBe(true);
    expect(areDocumentsAccessible(demo, closed)).toBe(false);
    expect(areDocumentsAccessible(demo, { isDemoDocumentsAccessible: true })).toBe(true);
  });
});

describe('demo streams in lists', () => {
  const allowing = { isDemoAccessible: true };
  const refusing = { isDemoAccessible: false };

  it('are listed only where the brand allows demo access, and not for an unknown brand', () => {
    expect(areDemoStreamsListed(allowing)).toBe(true);
    expect(areDemoStreamsListed(refusing)).toBe(false);
    expect(areDemoStreamsListed(null)).toBe(false);
    expect(isStreamListed({ isDemo: true }, allowing)).toBe(true);
    expect(isStreamListed({ isDemo: true }, refusing)).toBe(false);
    expect(isStreamListed({ isDemo: true }, null)).toBe(false);
  });

  it('leave other streams listed whatever the brand says', () => {
    expect(isStreamListed({ isDemo: false }, refusing)).toBe(true);
    expect(isStreamListed({ isDemo: false }, null)).toBe(true);
  });
});

describe('demoCourseServiceOf', () => {
  it('names the brand’s demo course service while demo access is on', () => {
    expect(demoCourseServiceOf({ isDemoAccessible: true, demoCourseServiceId: 7 })).toBe(7);
  });

  it('names none with demo access off, or without a service (null or 0)', () => {
    expect(demoCourseServiceOf({ isDemoAccessible: false, demoCourseServiceId: 7 })).toBeNull();
    expect(demoCourseServiceOf({ isDemoAccessible: true, demoCourseServiceId: null })).toBeNull();
    expect(demoCourseServiceOf({ isDemoAccessible: true, demoCourseServiceId: 0 })).toBeNull();
  });
});
