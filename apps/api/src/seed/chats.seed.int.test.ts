import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { suiteApp } from '../../test/helpers/suite-app';
import { chatMessages, chats } from '../db/schema/chats';
import { seedDemo } from './demo';

describe('demo chats', () => {
  const t = suiteApp();
  const signIn = async (email: string, password: string) => {
    const login = await t.call('POST', '/auth/login', {}, { email, password });
    return { authorization: `Bearer ${login.json().data.token}` };
  };

  it("open a chat on each of the demo learner's streams: one answered, one waiting", async () => {
    await seedDemo(t.ctx);
    const learner = await signIn('demo@example.com', 'demo-password');
    const list = (await t.get('/chats', learner)).json();
    const streams = (await t.get('/user-course-streams', learner)).json();
    const chatIds = new Set(list.map((chat: { id: number }) => chat.id));
    for (const stream of streams) expect(chatIds.has(stream.chatChannelId)).toBe(true);

    const talked = list.filter((chat: { lastMessage: unknown }) => chat.lastMessage !== null);
    expect(talked).toHaveLength(2);
    const [answered, waiting] = talked;
    expect(answered).toMatchObject({
      streamStatus: 'started',
      unreadCount: 2,
      lastMessage: { employee: { is_expert: true, name: 'Elena Expert' }, is_viewed: false },
    });
    expect(waiting).toMatchObject({
      streamStatus: 'freeze',
      unreadCount: 0,
      lastMessage: { employee: null },
    });
    const messages = (await t.get(`/chats/${answered.id}/messages`, learner)).json();
    // The newest four are this step's (the consultations step adds an earlier exchange).
    const newest = messages.slice(0, 4);
    expect(newest.map((item: { employee: unknown }) => item.employee !== null)).toEqual([
      true,
      true,
      false,
      true,
    ]);

    const expert = await signIn('expert@example.com', 'expert-password');
    const queue = (await t.get('/expert/chats', expert)).json();
    expect(queue.slice(0, 2).map((chat: { id: number }) => chat.id)).toEqual([
      waiting.id,
      answered.id,
    ]);
    expect(queue[0]).toMatchObject({ unreadCount: 1, waitingSince: expect.any(Number) });
    expect(queue[1]).toMatchObject({ unreadCount: 0, waitingSince: null });

    // Seeding again adds nothing.
    const before = await t.ctx.db.select({ value: count() }).from(chatMessages);
    const chatCount = await t.ctx.db.select({ value: count() }).from(chats);
    await seedDemo(t.ctx);
    expect(await t.ctx.db.select({ value: count() }).from(chatMessages)).toEqual(before);
    expect(await t.ctx.db.select({ value: count() }).from(chats)).toEqual(chatCount);
  });
});
