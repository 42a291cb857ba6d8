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

  it("puts two of the demo learner's homework on checking for the expert, one approved and one not approved", async () => {
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

    // Not approved, with the expert's comment after the learner's answer, on the running
    // stretching stream (not the ended one that has the same homework).
    const failed: (Row & { streamId: number })[] = (
      await t.get('/expert/user-homework?status=FAIL', expert)
    ).json();
    expect(failed.map((row) => row.homework.title)).toEqual(['Насколько легче стало?']);
    const [rejected] = failed;
    const learner = await signIn('demo@example.com', 'demo-password');
    const streams: { id: number; endDate: number }[] = (
      await t.get('/user-course-streams', learner)
    ).json();
    const stream = streams.find((each) => each.id === rejected?.streamId);
    expect(stream?.endDate).toBeGreaterThan(t.ctx.clock.now().getTime() / 1000);
    const rejectedThread = (await t.get(`/expert/user-homework/${rejected?.id}`, expert)).json();
    expect(rejectedThread.userHomeworkStatus.status).toBe('FAIL');
    expect(rejectedThread.messages).toMatchObject([
      { employee: null, message: 'Легче.' },
      {
        employee: { is_expert: true },
        message: expect.stringMatching(/^Расскажите подробнее/),
      },
    ]);

    // Seeding again adds nothing.
    const before = await t.ctx.db.select({ value: count() }).from(homeworkMessages);
    await seedDemo(t.ctx);
    expect(await t.ctx.db.select({ value: count() }).from(homeworkMessages)).toEqual(before);
  });
});
