import { describe, expect, it, vi } from 'vitest';
import type { ChangeListener, ChangeNotices } from '../../db/change-notices';
import { createSessionCache } from './session-cache';
import type { LiveSession } from './sessions.repository';

/** Notices the test sends by hand. */
function handNotices() {
  let listener: ChangeListener | undefined;
  const notices = {
    listening: true,
    subscribe(_channel: string, next: ChangeListener) {
      listener = next;
    },
  };
  return {
    notices: notices as ChangeNotices & { listening: boolean },
    notice: (payload: string) => listener?.notice(payload),
    gap: () => listener?.gap(),
  };
}

const NOW = new Date('2026-12-07T10:00:00Z');
const session = (userId: number, expiresAt = new Date('2026-12-08T00:00:00Z')): LiveSession =>
  ({ sessionId: userId * 10, expiresAt, user: { id: userId } }) as LiveSession;

describe('the session cache', () => {
  it('reads a token once, then answers it from memory', async () => {
    const cache = createSessionCache(handNotices().notices);
    const read = vi.fn(async () => session(1));
    await cache.live('a', NOW, read);
    const second = await cache.live('a', NOW, read);
    expect(read).toHaveBeenCalledTimes(1);
    expect(second?.sessionId).toBe(10);
    expect(Object.isFrozen(second?.user)).toBe(true);
  });

  it('reads again after a notice for the user, every token of theirs, and only theirs', async () => {
    const { notices, notice } = handNotices();
    const cache = createSessionCache(notices);
    const read = vi.fn(async () => session(1));
    const other = vi.fn(async () => session(2));
    await cache.live('a', NOW, read);
    await cache.live('b', NOW, read);
    await cache.live('c', NOW, other);
    notice('1,3');
    await cache.live('a', NOW, read);
    await cache.live('b', NOW, read);
    await cache.live('c', NOW, other);
    expect(read).toHaveBeenCalledTimes(4);
    expect(other).toHaveBeenCalledTimes(1);
    notice('*');
    await cache.live('c', NOW, other);
    expect(other).toHaveBeenCalledTimes(2);
  });

  it('does not keep a read that a notice overtook: it may predate the change', async () => {
    const { notices, notice } = handNotices();
    const cache = createSessionCache(notices);
    const read = vi.fn(async () => {
      notice('9');
      return session(1);
    });
    await cache.live('a', NOW, read);
    await cache.live('a', NOW, async () => session(1));
    expect(read).toHaveBeenCalledTimes(1);
    const again = vi.fn(async () => session(1));
    await cache.live('a', NOW, again);
    expect(again).not.toHaveBeenCalled();
  });

  it('keeps nothing while no connection listens, and forgets all after a gap', async () => {
    const { notices, gap } = handNotices();
    const cache = createSessionCache(notices);
    const read = vi.fn(async () => session(1));
    await cache.live('a', NOW, read);
    gap();
    notices.listening = false;
    await cache.live('a', NOW, read);
    await cache.live('a', NOW, read);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('reads again once the session has expired, and keeps no unknown token', async () => {
    const cache = createSessionCache(handNotices().notices);
    const read = vi.fn(async () => session(1, new Date('2026-12-07T10:00:01Z')));
    await cache.live('a', NOW, read);
    expect(await cache.live('a', new Date('2026-12-07T10:00:01Z'), async () => undefined)).toBe(
      undefined,
    );
    const unknown = vi.fn(async () => undefined);
    await cache.live('x', NOW, unknown);
    await cache.live('x', NOW, unknown);
    expect(unknown).toHaveBeenCalledTimes(2);
  });
});
