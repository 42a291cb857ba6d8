import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { suiteApp } from '../../test/helpers/suite-app';
import { techQuestionReplies, techQuestions } from '../db/schema/support';
import { seedDemo } from './demo';

describe('demo support questions', () => {
  const t = suiteApp();

  it('the demo learner has a question answered by the demo admin and one that waits; once', async () => {
    await seedDemo(t.ctx);
    const login = await t.call(
      'POST',
      '/auth/login',
      {},
      { email: 'demo@example.com', password: 'demo-password' },
    );
    const learner = { authorization: `Bearer ${login.json().data.token}` };
    const [waiting, answered] = (await t.get('/tech-questions?lang=en', learner)).json();
    expect(waiting).toMatchObject({ category: 'Payment and subscription', replies_count: 0 });
    const streams = (await t.get('/user-course-streams', learner)).json();
    expect(answered).toMatchObject({ category: 'Homework question', replies_count: 1 });
    expect(streams.map((stream: { id: number }) => stream.id)).toContain(answered.target_id);
    const thread = (await t.get(`/tech-questions/${answered.id}`, learner)).json();
    expect(thread.replies).toEqual([expect.objectContaining({ author: 'Admin' })]);
    expect(thread.replies[0].created_at).toBeGreaterThan(answered.created_at);

    const totals = async () =>
      Promise.all(
        [techQuestions, techQuestionReplies].map(
          async (table) => (await t.ctx.db.select({ value: count() }).from(table))[0]?.value,
        ),
      );
    const first = await totals();
    await seedDemo(t.ctx);
    expect(await totals()).toEqual(first);
  });
});
