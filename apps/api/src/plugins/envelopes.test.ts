import { describe, expect, it } from 'vitest';
import { freezeDeep } from '../lib/serializer';
import { sharedV2Success, v2Success } from './envelopes';

describe('sharedV2Success', () => {
  it('hands out one frozen envelope per shared answer and message', () => {
    const answer = freezeDeep({ courses: [{ id: 1 }] });
    const first = sharedV2Success('Найдено', answer);
    expect(first).toEqual(v2Success('Найдено', answer));
    expect(Object.isFrozen(first)).toBe(true);
    expect(sharedV2Success('Найдено', answer)).toBe(first);
    // Another language's message is another envelope around the same answer.
    const english = sharedV2Success('Found', answer);
    expect(english).not.toBe(first);
    expect(english.data).toBe(answer);
    expect(sharedV2Success('Найдено', freezeDeep({ courses: [{ id: 1 }] }))).not.toBe(first);
  });
});
