import { onlineConsultationEndpoints } from '@platform/contracts/endpoints/online-consultations';
import type {
  OnlineConsultation,
  UpdateOnlineConsultationBody,
} from '@platform/contracts/online-consultations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../shared/api/http-client';
import { consultationKeys } from '../consultation-keys';

export type ConsultationChange = z.input<typeof UpdateOnlineConsultationBody>;

/** PUT /online-consultation/update?id=: books the consultation or moves it to another slot. */
export function updateConsultation(
  id: number,
  body: ConsultationChange,
): Promise<OnlineConsultation> {
  return call(onlineConsultationEndpoints.update, { query: { id }, body });
}

/** Books or moves; both lists then change. The refetch is not awaited: the booking leaves one
 * list before it reaches the other, and the form that booked it must still be there to say so. */
export function useUpdateConsultation(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsultationChange) => updateConsultation(id, body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: consultationKeys.lists() });
    },
  });
}
