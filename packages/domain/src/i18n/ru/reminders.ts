/** Reminder schedule errors and the reminder itself (push and mail). */
export const reminders = {
  errors: {
    weekday:
      'День недели должен быть числом от 1 (понедельник) до 7 (воскресенье), а не «{{weekday}}»',
    time: 'Время «{{time}}» указано неверно: нужно ЧЧ:ММ, от 00:00 до 23:59',
    quietHours: 'С 23:00 до 06:00 напоминания не приходят: выберите другое время вместо {{time}}',
    tooMany: 'В один день можно не больше {{max}} напоминаний',
  },
  message: {
    title: 'Пора заниматься',
    body: 'Продолжите курс «{{course}}»',
    subject: 'Пора заниматься: {{course}}',
    mailText:
      'Здравствуйте! Вы просили напоминать о занятиях. Продолжите курс «{{course}}»: {{url}}\n\nИзменить расписание напоминаний: {{settingsUrl}}',
  },
} as const;
