import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { suiteApp } from '../../test/helpers/suite-app';
import { chatMessages, chats } from '../db/schema/chats';
import { seedDemo } from './demo';

describe('demo chats', () => {
  const t = suiteApp();

  it("open a chat on each of the demo learner's streams, the first with unread answers", async () => {
    await seedDemo(t.ctx);
    const login = await t.call(
      'POST',
      '/auth/login',
      {},
      {
        email: 'demo@example.com',
        password: 'demo-password',
      },
    );
    const auth = { authorization: `Bearer ${login.json().data.token}` };
    const list = (await t.get('/chats', auth)).json();
    const streams = (await t.get('/user-course-streams', auth)).json();
    expect(list.length).toBeGreaterThan(1);
    const withDialogue = list.filter((chat: { lastMessage: unknown }) => chat.lastMessage !== null);
    expect(withDialogue).toHaveLength(1);
    expect(withDialogue[0]).toMatchObject({
      unreadCount: 2,
      lastMessage: { employee: { is_expert: true, name: 'Elena Expert' }, is_viewed: false },
    });
    const messages = (await t.get(`/chats/${withDialogue[0].id}/messages`, auth)).json();
    expect(messages.map((item: { employee: unknown }) => item.employee !== null)).toEqual([
      true,
      true,
      false,
      true,
    ]);
    // Every stream listed points at its chat.
    const chatIds = new Set(list.map((chat: { id: number }) => chat.id));
    for (const stream of streams) expect(chatIds.has(stream.chatChannelId)).toBe(true);

    const before = await t.ctx.db.select({ value: count() }).from(chatMessages);
    const chatCount = await t.ctx.db.select({ value: count() }).from(chats);
    await seedDemo(t.ctx);
    expect(await t.ctx.db.select({ value: count() }).from(chatMessages)).toEqual(before);
    expect(await t.ctx.db.select({ value: count() }).from(chats)).toEqual(chatCount);
  });
});
