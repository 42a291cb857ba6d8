import { consultationEndpoints } from '@platform/contracts/endpoints/consultations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { chatKeys } from '../chat-keys';

/** PUT /consultations/updateRating/{id}: the learner's rating of a closed consultation. */
export function rateConsultation(id: number, rating: number) {
  return call(consultationEndpoints.rate, { params: { id }, body: { rating } });
}

export function useRateConsultation(streamId: number, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rating: number) => rateConsultation(id, rating),
    onSuccess: () => client.invalidateQueries({ queryKey: chatKeys.consultations(streamId) }),
  });
}
