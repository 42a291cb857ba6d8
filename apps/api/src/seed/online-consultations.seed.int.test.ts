import type { OnlineConsultation } from '@platform/contracts/online-consultations';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { suiteApp } from '../../test/helpers/suite-app';
import { onlineConsultations } from '../db/schema/online-consultations';
import { seedDemo } from './demo';

describe('demo video consultations', () => {
  const t = suiteApp();

  it('give the demo learner a past and an upcoming consultation, one to book and a locked demo', async () => {
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
    const booked: OnlineConsultation[] = (
      await t.get('/online-consultation?expand=course', auth)
    ).json();
    expect(booked.map((item) => item.status)).toEqual(['past', 'booked']);
    const [, upcoming] = booked;
    expect(upcoming).toMatchObject({
      isChangeable: true,
      expert: { name: 'Elena Expert' },
      course: { title: expect.any(String) },
    });
    expect(upcoming?.meetingUrl).toMatch(/^https:\/\/meet\.jit\.si\/consultation-/);

    const toBook: OnlineConsultation[] = (await t.get('/course/online-consultations', auth)).json();
    expect(toBook.some((item) => item.isLocked)).toBe(true);
    const open = toBook.find((item) => item.courseId === upcoming?.courseId);
    const slots = (await t.get(`/online-consultation/slots?id=${open?.id}`, auth)).json();
    expect(slots.timezone).toBe('Europe/Moscow');
    expect(slots.slots.length).toBeGreaterThan(20);
    expect(
      slots.slots.map((slot: { start_date_time: number }) => slot.start_date_time),
    ).not.toContain(upcoming?.start_date_time);

    // Seeding again adds nothing.
    const rows = async () =>
      (await t.ctx.db.select({ value: count() }).from(onlineConsultations))[0]?.value;
    const before = await rows();
    await seedDemo(t.ctx);
    expect(await rows()).toBe(before);
  });
});
