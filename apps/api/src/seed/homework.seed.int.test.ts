import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { suiteApp } from '../../test/helpers/suite-app';
import { homeworkMessages } from '../db/schema/homework';
import { seedDemo } from './demo';

describe('demo homework', () => {
  const t = suiteApp();
  const signIn = async (email: string, password: string) => {
    const login = await t.call('POST', '/auth/login', {}, { email, password });
    return { authorization: `Bearer ${login.json().data.token}` };
  };

  it("puts two of the demo learner's homework on checking for the expert and one approved", async () => {
    await seedDemo(t.ctx);
    const expert = await signIn('expert@example.com', 'expert-password');
    type Row = { id: number; updatedAt: number; homework: { title: string } };
    const onChecking: Row[] = (await t.get('/expert/user-homework', expert)).json();
    expect(onChecking.map((row) => row.homework.title)).toEqual([
      'Ваши цели',
      'Сколько секунд вы простояли?',
    ]);
    const [longest] = onChecking;
    const thread = (await t.get(`/expert/user-homework/${longest?.id}`, expert)).json();
    expect(thread.messages).toMatchObject([{ employee: null, message: expect.any(String) }]);

    const done: Row[] = (await t.get('/expert/user-homework?status=DONE', expert)).json();
    expect(done.map((row) => row.homework.title)).toEqual(['Сколько секунд в планке?']);

    // Seeding again adds nothing.
    const before = await t.ctx.db.select({ value: count() }).from(homeworkMessages);
    await seedDemo(t.ctx);
    expect(await t.ctx.db.select({ value: count() }).from(homeworkMessages)).toEqual(before);
  });
});
