import { describe, expect, it } from 'vitest';
import {
  awardKey,
  canSpendPoints,
  maxSpendablePoints,
  pointsEntryType,
  pointsSpendRefusal,
} from './points';

describe('points rules', () => {
  it('spends only from a balance of 200', () => {
    expect(canSpendPoints(199)).toBe(false);
    expect(canSpendPoints(200)).toBe(true);
    expect(pointsSpendRefusal(50, 199, 299000)).toBe('belowThreshold');
    expect(pointsSpendRefusal(50, 200, 299000)).toBeNull();
  });

  it('never spends more than the balance, nor the last rouble of a price', () => {
    expect(pointsSpendRefusal(201, 200, 299000)).toBe('notEnough');
    expect(pointsSpendRefusal(2990, 5000, 299000)).toBe('tooMany');
    expect(pointsSpendRefusal(2989, 5000, 299000)).toBeNull();
    expect(maxSpendablePoints(5000, 299000)).toBe(2989);
    expect(maxSpendablePoints(250, 299000)).toBe(250);
    expect(maxSpendablePoints(199, 299000)).toBe(0);
    expect(maxSpendablePoints(500, 50)).toBe(0);
  });

  it('reads the type from the sign and keys awards per thing', () => {
    expect(pointsEntryType(10)).toBe('add');
    expect(pointsEntryType(-10)).toBe('debit');
    expect(awardKey.dayFinished(3, 7)).toBe('day:3:7');
    expect(awardKey.homeworkApproved(9)).toBe('homework:9');
  });
});
