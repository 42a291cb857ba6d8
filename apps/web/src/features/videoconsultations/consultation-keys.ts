/** The video consultations' queries: a booking makes both lists stale. */
export const consultationKeys = {
  all: ['videoconsultations'] as const,
  lists: () => [...consultationKeys.all, 'lists'] as const,
  available: () => [...consultationKeys.lists(), 'available'] as const,
  booked: () => [...consultationKeys.lists(), 'booked'] as const,
  slots: (id: number, timezone: string) =>
    [...consultationKeys.all, 'slots', id, timezone] as const,
};
