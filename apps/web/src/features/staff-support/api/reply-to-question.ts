import { supportEndpoints } from '@platform/contracts/endpoints/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { staffSupportKeys } from '../staff-support-keys';

/** POST /admin/tech-questions/{id}/replies: a staff member's answer, which the learner reads in
 * their support centre. */
export function replyToQuestion(id: number, message: string) {
  return call(supportEndpoints.reply, { params: { id }, body: { message } });
}

export function useReplyToQuestion(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => replyToQuestion(id, message),
    onSuccess: () => client.invalidateQueries({ queryKey: staffSupportKeys.all }),
  });
}
