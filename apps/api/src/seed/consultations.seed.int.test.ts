import { describe, expect, it } from 'vitest';
import { suiteApp } from '../../test/helpers/suite-app';
import { seedDemo } from './demo';

describe('demo consultations', () => {
  const t = suiteApp();
  const signIn = async (email: string, password: string) => {
    const login = await t.call('POST', '/auth/login', {}, { email, password });
    return { authorization: `Bearer ${login.json().data.token}` };
  };

  it('show every state in the learner chats and the expert desk, once', async () => {
    await seedDemo(t.ctx);
    await seedDemo(t.ctx);
    const learner = await signIn('demo@example.com', 'demo-password');
    const streams = (await t.get('/user-course-streams', learner)).json();
    const byStatus = new Map<string, { chatChannelMeta: unknown; consultations: unknown[] }>();
    for (const stream of streams) {
      const status = (
        await t.get(
          `/user-course-streams/${stream.id}/status?expand=consultations,chatChannelMeta`,
          learner,
        )
      ).json();
      for (const consultation of status.consultations) byStatus.set(consultation.status, status);
    }
    expect([...byStatus.keys()].sort()).toEqual(['close', 'open', 'rated']);
    // The yoga chat: an earlier rated one, and the latest answers closed, to be rated.
    expect(byStatus.get('rated')).toMatchObject({
      consultations: [
        { status: 'close', rating: null, amount: 1, endMessageId: expect.any(Number) },
        { status: 'rated', rating: 5, amount: 1 },
      ],
      chatChannelMeta: { consultationAllowance: { maximum: 3, remaining: 1 } },
    });
    expect(byStatus.get('close')).toBe(byStatus.get('rated'));
    expect(byStatus.get('open')).toMatchObject({
      consultations: [{ status: 'open', endMessageId: null }],
      chatChannelMeta: { consultationAllowance: { maximum: 2, remaining: 1 } },
    });

    // The expert sees the open one beside the question that waits for an answer.
    const expert = await signIn('expert@example.com', 'expert-password');
    const [waiting] = (await t.get('/expert/chats', expert)).json();
    const desk = (await t.get(`/expert/chats/${waiting.id}/consultations`, expert)).json();
    expect(desk.consultations).toMatchObject([
      { status: 'open', startMessageId: waiting.lastMessage.id },
    ]);
  });
});
