import { localDate, startOfLocalDate } from '@platform/domain/reminders';
import { publicUrl } from '../../config';
import type { AppContext } from '../../context';
import { isLang, translator } from '../../lib/i18n';
import { pushRepository } from './push.repository';
import { pushToAll } from './push.service';
import { remindersRepository } from './reminders.repository';

export interface Recipient {
  id: number;
  email: string | null;
  languageCode: string;
}

const langOf = (languageCode: string) => {
  const lang = languageCode.slice(0, 2);
  return isLang(lang) ? lang : 'ru';
};

/**
 * The reminders of one scheduled time: none when the learner already studied that local day;
 * else one per running stream not yet reminded that day, by push to every registered browser,
 * by e-mail when no browser is registered or all of them are gone. Answers how many streams
 * were reminded.
 */
export async function sendReminders(
  ctx: AppContext,
  recipient: Recipient,
  timeZone: string,
  at: Date,
): Promise<number> {
  const repository = remindersRepository(ctx.db);
  const date = localDate(at.getTime(), timeZone);
  if (await repository.studiedSince(recipient.id, new Date(startOfLocalDate(date, timeZone))))
    return 0;
  const streams = await repository.runningStreams(recipient.id, at);
  if (streams.length === 0) return 0;
  let targets = await pushRepository(ctx.db).subscriptionsOf(recipient.id, at);
  const t = translator(langOf(recipient.languageCode));
  const base = publicUrl(ctx.config);
  let reminded = 0;
  for (const stream of streams) {
    if (targets.length === 0 && !recipient.email) break;
    const channel = targets.length > 0 ? 'push' : 'mail';
    if (!(await repository.claimDelivery(stream.id, date, channel, at))) continue;
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
        const { sent, gone } = await pushToAll(ctx, targets, payload);
        targets = targets.filter((target) => !gone.includes(target.id));
        if (sent > 0) {
          reminded++;
          continue;
        }
      }
      // Every browser was gone: e-mail instead, when there is an address.
      if (!recipient.email) {
        await repository.setDeliveryChannel(stream.id, date, 'none');
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
      if (channel === 'push') await repository.setDeliveryChannel(stream.id, date, 'mail');
      reminded++;
    } catch (error) {
      // Not sent: the retry of the job may send it.
      await repository.releaseDelivery(stream.id, date);
      throw error;
    }
  }
  return reminded;
}
