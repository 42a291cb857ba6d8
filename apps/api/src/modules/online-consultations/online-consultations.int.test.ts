import type {
  OnlineConsultation,
  OnlineConsultationSlots,
} from '@platform/contracts/online-consultations';
import { VIDEO_CONSULTATION_LEAD_MS } from '@platform/domain/constants/video-consultations';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildBrand } from '../../../test/factories/brands';
import { buildStream } from '../../../test/factories/learning';
import {
  buildConsultationLearner,
  buildScheduledExpert,
} from '../../../test/factories/online-consultations';
import { buildUser } from '../../../test/factories/users';
import { suiteApp } from '../../../test/helpers/suite-app';
import {
  courseOnlineConsultations,
  onlineConsultations,
} from '../../db/schema/online-consultations';

type Auth = Record<string, string>;

describe('video consultations', () => {
  const t = suiteApp();
  const available = async (auth: Auth): Promise<OnlineConsultation[]> => {
    const response = await t.get('/course/online-consultations', auth);
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const slotsOf = async (auth: Auth, id: number, query = ''): Promise<OnlineConsultationSlots> => {
    const response = await t.get(`/online-consultation/slots?id=${id}${query}`, auth);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const update = (auth: Auth, id: number, payload: Record<string, unknown>, lang = 'en') =>
    t.call('PUT', `/online-consultation/update?id=${id}&lang=${lang}`, auth, payload);
  /** A learner with an expert and the first consultation to book and its free slots. */
  const ready = async (options: Parameters<typeof buildConsultationLearner>[1] = {}) => {
    const learner = await buildConsultationLearner(t.ctx, options);
    const [first] = await available(learner.auth);
    if (!first) throw new Error('no consultation to book');
    const { slots } = await slotsOf(learner.auth, first.id);
    return { ...learner, consultation: first, slots };
  };

  describe('GET /course/online-consultations', () => {
    it('lists the consultations of each stream still to book, with the course, the same each time', async () => {
      const { auth, course, stream } = await buildConsultationLearner(t.ctx, { perStream: 2 });
      const listed = await available(auth);
      expect(listed).toHaveLength(2);
      expect(listed[0]).toEqual({
        id: expect.any(Number),
        start_date_time: null,
        end_date_time: null,
        duration: 1800,
        note: null,
        phone: null,
        status: 'available',
        streamId: stream.id,
        courseId: course.id,
        isLocked: false,
        isChangeable: true,
        expert: null,
        meetingUrl: null,
        course: { id: course.id, title: course.title, image: course.image },
      });
      expect((await available(auth)).map((item) => item.id)).toEqual(listed.map((item) => item.id));
      // Booked consultations are not listed here but in GET /online-consultation.
      expect((await t.get('/online-consultation', auth)).json()).toEqual([]);
    });

    it('only reads: no statement writes and the rows stay as they were, the answer the same', async () => {
      const { auth, user } = await buildConsultationLearner(t.ctx, { perStream: 3 });
      const rowsOf = () =>
        t.ctx.db
          .select()
          .from(onlineConsultations)
          .where(eq(onlineConsultations.userId, user.id))
          .orderBy(onlineConsultations.id);
      const before = await rowsOf();
      expect(before).toHaveLength(3);
      t.queries.length = 0;
      const listed = await available(auth);
      const writes = t.queries.filter((statement) =>
        /^\s*(insert|update|delete)\b[^;]*"online_consultations"/i.test(statement),
      );
      expect(writes).toEqual([]);
      expect(await rowsOf()).toEqual(before);
      expect(listed.map((item) => item.id)).toEqual(before.map((row) => row.id));
      expect(await available(auth)).toEqual(listed);
    });

    it('holds a stream’s consultations from when it opens, or when its course starts offering more', async () => {
      const learner = await buildConsultationLearner(t.ctx, { perStream: 1 });
      // A stream opened on a course that already offers them.
      const second = await buildStream(t.ctx, learner.user.id, learner.course.id);
      const streamsOf = async () =>
        (await available(learner.auth)).map((item) => item.streamId).sort((a, b) => a - b);
      expect(await streamsOf()).toEqual([learner.stream.id, second.id]);
      // The course offers two per stream now: every stream holds a second one.
      await t.ctx.db
        .update(courseOnlineConsultations)
        .set({ perStream: 2 })
        .where(eq(courseOnlineConsultations.courseId, learner.course.id));
      expect(await streamsOf()).toEqual([
        learner.stream.id,
        learner.stream.id,
        second.id,
        second.id,
      ]);
    });

    it('lists nothing of a course without video consultations, or where the brand switched them off', async () => {
      const none = await buildConsultationLearner(t.ctx, { perStream: 0 });
      expect(await available(none.auth)).toEqual([]);
      const brand = await buildBrand(t.ctx, { config: { isVideoConsultationSupport: false } });
      const off = await buildConsultationLearner(t.ctx, { brandId: brand.id });
      expect(await available(off.auth)).toEqual([]);
    });
  });

  describe('GET /online-consultation/slots', () => {
    it('offers the experts’ free slots from the lead time on, on the learner’s clock', async () => {
      const learner = await buildConsultationLearner(t.ctx);
      const [first] = await available(learner.auth);
      const id = first?.id ?? 0;
      const inUtc = await slotsOf(learner.auth, id);
      expect(inUtc.timezone).toBe('UTC');
      expect(inUtc.duration).toBe(1800);
      const earliest = (t.clock.now().getTime() + VIDEO_CONSULTATION_LEAD_MS) / 1000;
      expect(inUtc.slots.length).toBeGreaterThan(100);
      for (const slot of inUtc.slots) {
        expect(slot.start_date_time).toBeGreaterThanOrEqual(earliest);
        expect(slot.start_date_time % 1800).toBe(0);
        // The expert's 09:00–18:00 in Berlin.
        const berlin = new Date(slot.start_date_time * 1000).toLocaleTimeString('en-GB', {
          timeZone: 'Europe/Berlin',
          hour: '2-digit',
          minute: '2-digit',
        });
        expect(berlin >= '09:00' && berlin <= '17:30').toBe(true);
      }
      const inLima = await slotsOf(learner.auth, id, '&timezone=America/Lima');
      const [slot] = inLima.slots;
      expect(inLima.timezone).toBe('America/Lima');
      expect(slot).toEqual({
        start_date_time: inUtc.slots[0]?.start_date_time,
        date: new Date((slot?.start_date_time ?? 0) * 1000).toLocaleDateString('en-CA', {
          timeZone: 'America/Lima',
        }),
        time: new Date((slot?.start_date_time ?? 0) * 1000).toLocaleTimeString('en-GB', {
          timeZone: 'America/Lima',
          hour: '2-digit',
          minute: '2-digit',
        }),
      });
    });

    it('shows the slots in the user’s time zone when the call names none', async () => {
      const learner = await buildConsultationLearner(t.ctx);
      await t.call('POST', '/user', learner.auth, { timezone: 'Asia/Tokyo' });
      const [first] = await available(learner.auth);
      expect((await slotsOf(learner.auth, first?.id ?? 0)).timezone).toBe('Asia/Tokyo');
    });
  });

  describe('PUT /online-consultation/update', () => {
    it('books a free slot with the course’s expert and a meeting link, listed with its course', async () => {
      const { auth, consultation, slots, expert, course } = await ready();
      const start = slots[3]?.start_date_time ?? 0;
      const response = await update(auth, consultation.id, {
        start_date_time: start,
        note: 'Back pain after day 3',
        phone: '+7 (900) 123-45-67',
      });
      expect(response.statusCode, response.body).toBe(200);
      const booked = response.json();
      expect(booked).toMatchObject({
        id: consultation.id,
        start_date_time: start,
        end_date_time: start + 1800,
        note: 'Back pain after day 3',
        phone: '+79001234567',
        status: 'booked',
        isChangeable: true,
        expert: { id: expert.user.id, name: 'Eva Expert' },
        course: { id: course.id },
      });
      expect(booked.meetingUrl).toMatch(/^https:\/\/meet\.jit\.si\/consultation-[0-9a-f]{32}$/);
      const list = (await t.get('/online-consultation?expand=course', auth)).json();
      expect(list).toEqual([booked]);
      const { course: _course, ...bare } = booked;
      expect((await t.get('/online-consultation', auth)).json()).toEqual([bare]);
      expect((await available(auth)).map((item) => item.id)).not.toContain(consultation.id);
      expect(
        (await slotsOf(auth, consultation.id)).slots.map((s) => s.start_date_time),
      ).not.toContain(start);
    });

    it('moves a booking to another slot, keeping its room and freeing the old slot', async () => {
      const { auth, consultation, slots } = await ready();
      const [first, second] = [slots[0]?.start_date_time, slots[1]?.start_date_time];
      const booked = (await update(auth, consultation.id, { start_date_time: first })).json();
      const moved = await update(auth, consultation.id, { start_date_time: second });
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toMatchObject({
        start_date_time: second,
        meetingUrl: booked.meetingUrl,
      });
      const free = (await slotsOf(auth, consultation.id)).slots.map((slot) => slot.start_date_time);
      expect(free).toContain(first);
      expect(free).not.toContain(second);
    });

    it('changes the note and phone of a booking without a start, and checks the phone', async () => {
      const { auth, consultation, slots } = await ready();
      const start = slots[0]?.start_date_time;
      await update(auth, consultation.id, { start_date_time: start, phone: '+79001234567' });
      const changed = await update(auth, consultation.id, { note: 'Knees' });
      expect(changed.json()).toMatchObject({
        start_date_time: start,
        note: 'Knees',
        phone: '+79001234567',
      });
      const same = await update(auth, consultation.id, { start_date_time: start, phone: '' });
      expect(same.json()).toMatchObject({ start_date_time: start, note: 'Knees', phone: null });
      const bad = await update(auth, consultation.id, { phone: '12345' });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.phone).toBeDefined();
    });

    it('asks for a start to book, and refuses a time no expert works at (422)', async () => {
      const { auth, consultation, slots } = await ready();
      const unbooked = await update(auth, consultation.id, { note: 'Hi' });
      expect(unbooked.statusCode).toBe(422);
      expect(unbooked.json().errors.start_date_time).toEqual([
        'Choose the time of the consultation',
      ]);
      for (const start of [(slots[0]?.start_date_time ?? 0) + 60, 1_000_000_000]) {
        const off = await update(auth, consultation.id, { start_date_time: start });
        expect(off.statusCode).toBe(422);
        expect(off.json().errors.start_date_time).toEqual(['This time cannot be booked']);
      }
    });

    it('refuses a slot another learner booked with a translated 409', async () => {
      const first = await ready();
      const other = await buildUser(t.ctx, { brandId: first.user.brandId });
      await buildStream(t.ctx, other.user.id, first.course.id);
      const [theirs] = await available(other.auth);
      const start = first.slots[0]?.start_date_time;
      expect(
        (await update(first.auth, first.consultation.id, { start_date_time: start })).statusCode,
      ).toBe(200);
      const taken = await update(other.auth, theirs?.id ?? 0, { start_date_time: start }, 'ru');
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe(
        'Это время только что заняли. Пожалуйста, выберите другое время.',
      );
    });

    it('books the slot with another expert of the course when the first is taken', async () => {
      const first = await ready();
      const second = await buildScheduledExpert(t.ctx, first.user.brandId, [first.course.id]);
      const other = await buildUser(t.ctx, { brandId: first.user.brandId });
      await buildStream(t.ctx, other.user.id, first.course.id);
      const [theirs] = await available(other.auth);
      const start = first.slots[0]?.start_date_time;
      await update(first.auth, first.consultation.id, { start_date_time: start });
      const booked = await update(other.auth, theirs?.id ?? 0, { start_date_time: start });
      expect(booked.statusCode).toBe(200);
      expect(booked.json().expert.id).toBe(second.user.id);
    });

    it('holds a learner to one booking at a time, whatever the experts', async () => {
      const { auth, consultation, slots, user, course } = await ready();
      await buildScheduledExpert(t.ctx, user.brandId, [course.id]);
      const start = slots[0]?.start_date_time;
      await update(auth, consultation.id, { start_date_time: start });
      const [second] = await available(auth);
      const free = (await slotsOf(auth, second?.id ?? 0)).slots.map((slot) => slot.start_date_time);
      expect(free).not.toContain(start);
      const busy = await update(auth, second?.id ?? 0, { start_date_time: start });
      expect(busy.statusCode).toBe(409);
      expect(busy.json().message).toBe('You already have a consultation at this time');
    });

    it('leaves a booking unchangeable from the lead time before it, and past after it', async () => {
      const { auth, consultation, slots } = await ready();
      const start = slots[0]?.start_date_time ?? 0;
      await update(auth, consultation.id, { start_date_time: start });
      const now = t.clock.now().getTime() / 1000;
      t.clock.advance(start - now - VIDEO_CONSULTATION_LEAD_MS / 1000 + 1);
      const late = await update(auth, consultation.id, { note: 'Late' });
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toMatch(/can no longer be changed/);
      expect(
        (await t.get(`/online-consultation/slots?id=${consultation.id}`, auth)).statusCode,
      ).toBe(409);
      expect((await t.get('/online-consultation', auth)).json()[0]).toMatchObject({
        status: 'booked',
        isChangeable: false,
      });
      t.clock.advance(VIDEO_CONSULTATION_LEAD_MS / 1000 + 1800);
      expect((await t.get('/online-consultation', auth)).json()[0].status).toBe('past');
    });

    it('refuses a demo stream without full access, a course without video consultations and a brand without them (403)', async () => {
      const demo = await buildConsultationLearner(t.ctx, {
        stream: { isDemo: true, courseFullAccess: false },
      });
      const [locked] = await available(demo.auth);
      expect(locked).toMatchObject({ isLocked: true, isChangeable: false });
      const refusedDemo = await update(demo.auth, locked?.id ?? 0, { start_date_time: 1 });
      expect(refusedDemo.statusCode).toBe(403);
      expect(refusedDemo.json().message).toBe(
        'Video consultations are not available in the demo version of the course',
      );

      const { auth, consultation, course } = await ready();
      await t.ctx.db
        .delete(courseOnlineConsultations)
        .where(eq(courseOnlineConsultations.courseId, course.id));
      const notOffered = await t.get(
        `/online-consultation/slots?id=${consultation.id}&lang=es`,
        auth,
      );
      expect(notOffered.statusCode).toBe(403);
      expect(notOffered.json().message).toBe('Este curso no tiene videoconsultas');

      // The brand's switch: nothing listed, and a consultation kept from before is refused.
      const brand = await buildBrand(t.ctx, { config: { isVideoConsultationSupport: false } });
      const learner = await buildConsultationLearner(t.ctx, { brandId: brand.id });
      expect(await available(learner.auth)).toEqual([]);
      const [kept] = await t.ctx.db
        .select()
        .from(onlineConsultations)
        .where(eq(onlineConsultations.userId, learner.user.id));
      const off = await update(learner.auth, kept?.id ?? 0, { note: 'x' });
      expect(off.statusCode).toBe(403);
      expect(off.json().message).toBe('Video consultations are not available');
    });

    it('answers 404 for someone else’s consultation and changes nothing', async () => {
      const owner = await ready();
      const stranger = await buildUser(t.ctx, { brandId: owner.user.brandId });
      const start = owner.slots[0]?.start_date_time;
      expect(
        (await update(stranger.auth, owner.consultation.id, { start_date_time: start })).statusCode,
      ).toBe(404);
      expect(
        (await t.get(`/online-consultation/slots?id=${owner.consultation.id}`, stranger.auth))
          .statusCode,
      ).toBe(404);
      expect((await update(owner.auth, 2_000_000_000, { note: 'x' })).statusCode).toBe(404);
      expect((await t.get('/online-consultation', owner.auth)).json()).toEqual([]);
    });

    it('books one slot once under 20 concurrent bookings: one succeeds, the others get 409', async () => {
      const first = await ready();
      const learners = [first];
      for (let index = 1; index < 20; index += 1) {
        const learner = await buildUser(t.ctx, { brandId: first.user.brandId });
        await buildStream(t.ctx, learner.user.id, first.course.id);
        const [consultation] = await available(learner.auth);
        if (!consultation) throw new Error('no consultation');
        learners.push({ ...first, ...learner, consultation });
      }
      const start = first.slots[5]?.start_date_time;
      const answers = await Promise.all(
        learners.map((learner) =>
          update(learner.auth, learner.consultation.id, { start_date_time: start }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      console.info(
        `20 concurrent bookings of one slot: ${statuses.filter((s) => s === 200).length} booked, ${statuses.filter((s) => s === 409).length} refused with 409`,
      );
      expect(statuses).toEqual([200, ...Array(19).fill(409)]);
      for (const answer of answers.filter((a) => a.statusCode === 409))
        expect(answer.json().message).toBe(
          'This time has just been booked. Please choose another time.',
        );
    });
  });
});
