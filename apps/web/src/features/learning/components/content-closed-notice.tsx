import type { Stream } from '@platform/contracts/streams';
import { AccessNotice } from './access-notice';

/** Why the stream's lessons cannot be played now (the server hands out none and refuses day
 * starts) and what the learner can do about it; nothing while the stream runs. */
export function ContentClosedNotice({ stream }: { stream: Stream }) {
  return <AccessNotice stream={stream} closedOnly />;
}
