import type { Translations } from '../ru';

export const reminders: Translations['reminders'] = {
  errors: {
    weekday:
      'El día de la semana debe ser un número del 1 (lunes) al 7 (domingo), no «{{weekday}}»',
    time: 'La hora «{{time}}» no es válida: usa HH:MM, de 00:00 a 23:59',
    quietHours:
      'De 23:00 a 06:00 no se envían recordatorios: elige otra hora en lugar de las {{time}}',
    tooMany: 'Un día puede tener como máximo {{max}} recordatorios',
  },
  message: {
    title: 'Hora de estudiar',
    body: 'Continúa el curso «{{course}}»',
    subject: 'Hora de estudiar: {{course}}',
    mailText:
      '¡Hola! Nos pediste que te recordáramos estudiar. Continúa el curso «{{course}}»: {{url}}\n\nCambiar el horario de recordatorios: {{settingsUrl}}',
  },
};
