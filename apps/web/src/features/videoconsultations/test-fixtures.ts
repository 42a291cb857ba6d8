import type { OnlineConsultation } from '@platform/contracts/online-consultations';
import { asWire, type Unbranded } from '@platform/contracts/time';

/** Wire data of the video consultation calls for the screens' tests. */

let lastId = 900;

export function buildConsultation(
  overrides: Partial<Unbranded<OnlineConsultation>> = {},
): OnlineConsultation {
  lastId += 1;
  return asWire<OnlineConsultation>({
    id: lastId,
    start_date_time: null,
    end_date_time: null,
    duration: 1800,
    note: null,
    phone: null,
    status: 'available',
    streamId: 10,
    courseId: 1,
    isLocked: false,
    isChangeable: true,
    expert: null,
    meetingUrl: null,
    course: { id: 1, title: 'Йога для начинающих', image: null },
    ...overrides,
  });
}
