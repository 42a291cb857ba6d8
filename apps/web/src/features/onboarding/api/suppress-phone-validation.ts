import type { V2UserAnswer } from '@platform/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../shared/api/http-client';
import { currentUserQuery } from '../../../shared/session/current-user';

/** v2 POST /user/supress-phone-validation (the server's spelling): the user postpones the
 * verification until the server asks again. */
export async function suppressPhoneValidation() {
  const answer = await api.post<z.infer<typeof V2UserAnswer>>(
    '/user/supress-phone-validation',
    undefined,
    { version: 'v2' },
  );
  return answer.data.user;
}

export function useSuppressPhoneValidation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: suppressPhoneValidation,
    onSuccess: (user) => queryClient.setQueryData(currentUserQuery.queryKey, user),
  });
}
