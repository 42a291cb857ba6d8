import { extensionEndpoints } from '@platform/contracts/endpoints/extensions';
import type { ExtendBody } from '@platform/contracts/extensions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../shared/api/http-client';
import { pointsKeys } from '../../../shared/points/points-keys';

export type ExtendRequest = z.input<typeof ExtendBody>;

/** POST /extend/{streamId}/course-service/{serviceId}: the order and where to pay it. Points
 * spent on it change the balance at once. */
export function useStartExtension(streamId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ serviceId, body }: { serviceId: number; body: ExtendRequest }) =>
      call(extensionEndpoints.start, { params: { streamId, serviceId }, body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: pointsKeys.all });
    },
  });
}
