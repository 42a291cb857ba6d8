import { localDate, startOfLocalDate } from '@platform/domain/reminders';
import { publicUrl } from '../../config';
import type { AppContext } from '../../context';
import { isLang, translator } from '../../lib/i18n';
import { type PushSubscriber, pushRepository } from './push.repository';
import { pushToAll } from './push.service';
import { remindersRepository } from './reminders.repository';

export interface Recipient {
  id: number;
  email: string | null;
  languageCode: string;
}

/** One learner's scheduled time to remind, in their time zone. */
export interface ReminderTime {
  recipient: Recipient;
  timeZone: string;
  at: Date;
}

type Stream = { id: number; courseTitle: string };
type Channel = 'push' | 'mail';
/** A learner's reminders of one time, with what was prefetched for them. */
interface Plan {
  recipient: Recipient;
  date: string;
  /** Their streams whose reminder of that date this run took, and through which channel. */
  claimed: (Stream & { channel: Channel })[];
  targets: PushSubscriber[];
}

const langOf = (languageCode: string) => {
  const lang = languageCode.slice(0, 2);
  return isLang(lang) ? lang : 'ru';
};

/** Runs `task` over the items, at most `limit` at the same time. */
async function forEachBounded<T>(
  items: T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      if (item !== undefined) await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}

function groupBy<T>(items: T[], key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/**
 * The reminders of many learners' scheduled times, each learner at most once: none for a
 * learner who already studied that local day; else one per running stream not yet reminded that
 * day, by push to every registered browser, by e-mail when no browser is registered or all of
 * them are gone. What this needs is read for all of them at once and the results are written at
 * once (a constant number of statements, whatever the count); the pushes and mails go out
 * `concurrency` learners at a time, a learner's streams one after the other. Answers the
 * learners whose sending failed, with the error (their reminders not sent are given back, so
 * that a retry may send them).
 */
export async function sendReminders(
  ctx: AppContext,
  times: ReminderTime[],
  concurrency: number,
): Promise<Map<number, unknown>> {
  const failures = new Map<number, unknown>();
  if (times.length === 0) return failures;
  const repository = remindersRepository(ctx.db);
  const push = pushRepository(ctx.db);
  const dated = times.map((time) => {
    const date = localDate(time.at.getTime(), time.timeZone);
    return { ...time, date, dayStart: startOfLocalDate(date, time.timeZone) };
  });
  const lastStudies = await repository.lastStudies(
    dated.map((time) => time.recipient.id),
    new Date(dated.reduce((first, time) => Math.min(first, time.dayStart), Infinity)),
  );
  const idle = dated.filter((time) => (lastStudies.get(time.recipient.id) ?? -1) < time.dayStart);
  if (idle.length === 0) return failures;
  const ids = idle.map((time) => time.recipient.id);
  const earliest = new Date(
    idle.reduce((first, time) => Math.min(first, time.at.getTime()), Infinity),
  );
  const latest = new Date(idle.reduce((last, time) => Math.max(last, time.at.getTime()), 0));
  const streamsOf = groupBy(
    await repository.runningStreams(ids, earliest, latest),
    (s) => s.userId,
  );
  const targetsOf = groupBy(await push.subscriptionsOf(ids, earliest), (target) => target.userId);

  // Take every reminder to send in one statement, by the channel each would use now.
  const plans: Plan[] = [];
  const claims: Parameters<typeof repository.claimDeliveries>[0] = [];
  for (const { recipient, at, date } of idle) {
    const streams = (streamsOf.get(recipient.id) ?? []).filter(
      (stream) => stream.startDate <= at && stream.endDate >= at,
    );
    const targets = (targetsOf.get(recipient.id) ?? []).filter(
      (target) => target.sessionEndsAt > at,
    );
    if (streams.length === 0 || (targets.length === 0 && !recipient.email)) continue;
    const channel: Channel = targets.length > 0 ? 'push' : 'mail';
    const planned = streams.map((stream) => ({ ...stream, channel }));
    plans.push({ recipient, date, claimed: planned, targets });
    claims.push(
      ...planned.map((stream) => ({ streamId: stream.id, localDate: date, channel, sentAt: at })),
    );
  }
  const taken = await repository.claimDeliveries(claims);
  for (const plan of plans) plan.claimed = plan.claimed.filter((stream) => taken.has(stream.id));

  const gone: number[] = [];
  const changed: { streamId: number; localDate: string; channel: 'mail' | 'none' }[] = [];
  const released: { streamId: number; localDate: string }[] = [];
  const base = publicUrl(ctx.config);
  await forEachBounded(
    plans.filter((plan) => plan.claimed.length > 0),
    concurrency,
    async ({ recipient, date, claimed, targets: registered }) => {
      const t = translator(langOf(recipient.languageCode));
      let targets = registered;
      for (const [index, stream] of claimed.entries()) {
        const giveBack = () =>
          released.push(
            ...claimed.slice(index).map((rest) => ({ streamId: rest.id, localDate: date })),
          );
        // Every browser went with an earlier stream, and there is no address to mail.
        if (targets.length === 0 && !recipient.email) {
          giveBack();
          return;
        }
        const course = stream.courseTitle;
        const url = `${base}/course/${stream.id}/calendar`;
        try {
          if (targets.length > 0) {
            const payload = JSON.stringify({
              title: t('reminders.message.title'),
              body: t('reminders.message.body', { course }),
              url,
              tag: `reminder-${stream.id}`,
            });
            const outcome = await pushToAll(ctx, targets, payload);
            gone.push(...outcome.gone);
            targets = targets.filter((target) => !outcome.gone.includes(target.id));
            if (outcome.failure !== undefined) throw outcome.failure;
            if (outcome.sent > 0) continue;
          }
          // Every browser was gone: e-mail instead, when there is an address.
          if (!recipient.email) {
            changed.push({ streamId: stream.id, localDate: date, channel: 'none' });
            continue;
          }
          await ctx.mailer.send({
            to: recipient.email,
            subject: t('reminders.message.subject', { course }),
            text: t('reminders.message.mailText', {
              course,
              url,
              settingsUrl: `${base}/user/settings/reminders`,
            }),
          });
          if (stream.channel === 'push')
            changed.push({ streamId: stream.id, localDate: date, channel: 'mail' });
        } catch (error) {
          // Not sent, nor the streams after it: a retry of the job may send them.
          giveBack();
          failures.set(recipient.id, error);
          return;
        }
      }
    },
  );
  await push.removeDead(gone);
  await repository.setDeliveryChannels(changed);
  await repository.releaseDeliveries(released);
  return failures;
}
