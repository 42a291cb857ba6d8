import { discountEndpoints } from '@platform/contracts/endpoints/discounts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';

/** GET /discount/check/code/{code}/course-service/{serviceId}: the price the code gives, or why
 * it cannot be used (422 on `code`). A mutation: it runs when the learner presses Apply. */
export function useCheckDiscount() {
  return useMutation({
    mutationFn: ({ code, serviceId }: { code: string; serviceId: number }) =>
      call(discountEndpoints.check, { params: { code, serviceId } }),
  });
}
