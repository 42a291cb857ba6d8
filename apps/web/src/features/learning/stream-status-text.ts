import type { Stream } from '@platform/contracts/streams';
import { SECOND_MS } from '@platform/domain/constants/time';
import {
  type StreamFreeze as FreezeRule,
  freezeStatusOfName,
  type StreamStatusMessage,
  streamStatusMessage,
  streamStatusText,
} from '@platform/domain/stream-status';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../shared/i18n/format-date';

/** The stream's freeze as the domain rules take it: the wire names the status, the rules read
 * its code. */
export function freezeOf(stream: Pick<Stream, 'userCourseStreamFreeze'>): FreezeRule | null {
  const freeze = stream.userCourseStreamFreeze;
  if (freeze === null) return null;
  return {
    status: freezeStatusOfName(freeze.status),
    startDate: freeze.startDate,
    endDate: freeze.endDate,
  };
}

/** What the stream's status says now (spec section 4, status messaging). */
export function statusMessageOf(stream: Stream, now: number): StreamStatusMessage {
  return streamStatusMessage(
    {
      status: stream.status,
      startDate: stream.startDate,
      endDate: stream.endDate,
      freeze: freezeOf(stream),
      // message_expires_date is in seconds, unlike the stream's own dates.
      accessEndsAt:
        stream.message_expires_date === null ? null : stream.message_expires_date * SECOND_MS,
      stoppedAt: stream.accessStoppedAt,
    },
    now,
  );
}

/** Turns a stream into its status message in the active language, e.g. 'Осталось 3 дня'. */
export function useStreamStatusText(): (stream: Stream) => string {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return (stream) => {
    const message = streamStatusText(statusMessageOf(stream, Date.now()), formatDate);
    return t(message.key, message.params);
  };
}
