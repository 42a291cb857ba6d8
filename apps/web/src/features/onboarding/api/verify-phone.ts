import type { V2UserAnswer } from '@platform/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../shared/api/http-client';
import { currentUserQuery } from '../../../shared/session/current-user';

/** v2 POST /user/verify-phone {phone, code}: a right code makes the number the user's
 * validated phone. */
export async function verifyPhone(body: { phone: string; code: string }) {
  const answer = await api.post<z.infer<typeof V2UserAnswer>>('/user/verify-phone', body, {
    version: 'v2',
  });
  return answer.data.user;
}

export function useVerifyPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPhone,
    onSuccess: (user) => queryClient.setQueryData(currentUserQuery.queryKey, user),
  });
}
