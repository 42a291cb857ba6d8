import type { Translations } from '../ru';

export const reminders: Translations['reminders'] = {
  errors: {
    weekday: 'The weekday must be a number from 1 (Monday) to 7 (Sunday), not "{{weekday}}"',
    time: 'The time "{{time}}" is not valid: use HH:MM, from 00:00 to 23:59',
    quietHours:
      'No reminders are sent from 23:00 to 06:00: choose another time instead of {{time}}',
    tooMany: 'A day can have at most {{max}} reminders',
  },
  message: {
    title: 'Time to study',
    body: 'Continue the course "{{course}}"',
    subject: 'Time to study: {{course}}',
    mailText:
      'Hello! You asked us to remind you to study. Continue the course "{{course}}": {{url}}\n\nChange your reminder schedule: {{settingsUrl}}',
  },
};
