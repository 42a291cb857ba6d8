import { streamEndpoints } from '@platform/contracts/endpoints/streams';
import type { SaveLessonStatBody } from '@platform/contracts/streams';
import type { z } from 'zod';
import { NetworkError } from '../api/api-error';
import { call } from '../api/http-client';
import { localValue } from '../lib/cookie-storage';

type LessonStatBody = z.infer<typeof SaveLessonStatBody>;

const outbox = localValue('stat-outbox');

const targetOf = (body: LessonStatBody) =>
  `${body.user_course_stream_id}/${body.day_status}/${body.stage_day_lesson_set_lesson_id}`;

function read(): LessonStatBody[] {
  try {
    const stored: unknown = JSON.parse(outbox.read() ?? '[]');
    return Array.isArray(stored) ? (stored as LessonStatBody[]) : [];
  } catch {
    return [];
  }
}

function write(bodies: readonly LessonStatBody[]): void {
  if (bodies.length === 0) outbox.remove();
  else outbox.write(JSON.stringify(bodies));
}

let flushing: Promise<number> | null = null;

async function sendQueued(report: (error: unknown) => void): Promise<number> {
  let sent = 0;
  for (const body of read()) {
    try {
      await call(streamEndpoints.saveLessonStat, { body });
      sent += 1;
    } catch (error) {
      if (error instanceof NetworkError) break;
      report(error);
    }
    // Only this body goes: one queued meanwhile for the same lesson has larger figures.
    write(read().filter((other) => JSON.stringify(other) !== JSON.stringify(body)));
  }
  return sent;
}

/**
 * Lesson statistics saved while offline, kept in local storage until the network returns. A
 * body carries the lesson's totals, so one entry per lesson (the larger figures) says all, and
 * the server keeps the larger figures of a body sent twice: a replay changes nothing.
 */
export const statOutbox = {
  add(body: LessonStatBody): void {
    const queued = read();
    const same = queued.find((other) => targetOf(other) === targetOf(body));
    const merged = same
      ? {
          ...body,
          viewed_seconds: Math.max(same.viewed_seconds, body.viewed_seconds),
          play_count: Math.max(same.play_count, body.play_count),
        }
      : body;
    write([...queued.filter((other) => targetOf(other) !== targetOf(body)), merged]);
  },

  pending: (): readonly LessonStatBody[] => read(),

  /**
   * Sends what is queued, one at a time, removing each once the server has it. Stops at the
   * first network failure (still offline); a refusal (the day or stream no longer the user's)
   * drops that entry and is reported. Answers how many were sent. One flush at a time per tab.
   */
  flush(report: (error: unknown) => void): Promise<number> {
    flushing ??= sendQueued(report).finally(() => {
      flushing = null;
    });
    return flushing;
  },

  clear(): void {
    write([]);
  },
};
