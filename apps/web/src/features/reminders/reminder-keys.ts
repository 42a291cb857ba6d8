/** The reminders' queries. The streak sits under the learning root ('learning'), which the
 * learning screens invalidate when a day is finished, so that home shows the new count. */
export const reminderKeys = {
  schedule: () => ['reminders', 'schedule'] as const,
  streak: () => ['learning', 'streak'] as const,
};
