import { useQueryClient } from '@tanstack/react-query';
import { useRealtime } from '../../../shared/realtime/use-realtime';
import { consultationKeys } from '../consultation-keys';

/**
 * The learner's video consultations kept current by the WebSocket: a notice that one was booked,
 * moved or changed (in another tab or device) reads the lists and the slots again, and so does
 * every (re)connect, as notices missed meanwhile are not replayed. Nothing is polled: without
 * the socket the screens show what they read when opened, as before.
 */
export function useLiveConsultations(): void {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: consultationKeys.all });
  useRealtime({
    notice: ({ topic }) => {
      if (topic === 'video-consultations') refresh();
    },
    ready: refresh,
  });
}
