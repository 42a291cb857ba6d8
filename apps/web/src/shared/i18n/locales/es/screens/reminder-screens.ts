/** Reminders: the schedule, one reminder, this device's push, the push prompt, the day streak. */
export const reminderScreens = {
  list: {
    title: 'Recordatorios',
    intro: 'Te recordaremos estudiar los días y a las horas que elijas.',
    zone: 'Las horas están en tu zona horaria: {{zone}}.',
    schedule: 'Horario',
    empty: 'Aún no hay recordatorios.',
    add: 'Añadir un recordatorio',
    next: 'Próximo recordatorio: {{when}}',
    everyDay: 'Todos los días',
    edit: 'Cambiar el recordatorio de las {{time}}',
    rules:
      'Como máximo un recordatorio al día por cada curso. Si ese día ya has estudiado, no hay recordatorio. De 23:00 a 06:00 no se envían recordatorios.',
    disabled:
      'Las notificaciones están desactivadas en tus ajustes, así que no llegarán recordatorios.',
    notificationSettings: 'Ajustes de notificaciones',
  },
  device: {
    title: 'Este dispositivo',
    on: 'Los recordatorios llegan a este dispositivo.',
    off: 'Por ahora los recordatorios llegan por correo. Activa las notificaciones para recibirlos aquí.',
    blocked:
      'Las notificaciones de este sitio están bloqueadas en el navegador. Permítelas en los ajustes del sitio para recibir aquí los recordatorios.',
    unsupported:
      'Este navegador no puede recibir notificaciones, así que los recordatorios llegan por correo.',
    enable: 'Activar notificaciones',
    disable: 'Desactivar en este dispositivo',
    failed: 'No se pudieron cambiar las notificaciones: {{reason}}',
  },
  edit: {
    newTitle: 'Nuevo recordatorio',
    title: 'Recordatorio',
    back: '‹ Todos los recordatorios',
    time: 'Hora',
    days: 'Días de la semana',
    save: 'Guardar',
    delete: 'Eliminar el recordatorio',
    noTime: 'Indica la hora',
    noDays: 'Elige al menos un día',
    notFound: 'No existe ese recordatorio.',
    failed: 'No se pudo guardar: {{reason}}',
  },
  prompt: {
    label: 'Recordatorios de estudio',
    text: '¿Recibir recordatorios de estudio en este dispositivo?',
    enable: 'Activar',
    later: 'Ahora no',
  },
  streak: {
    title: 'Racha de estudio',
    days_one: '{{count}} día seguido',
    days_many: '{{count}} días seguidos',
    days_other: '{{count}} días seguidos',
    today: 'Hoy ya has estudiado.',
    notToday: 'Termina una lección hoy para mantener la racha.',
    start: 'Termina una lección hoy para empezar una racha.',
    forgiven: 'Un día perdido a la semana no rompe la racha.',
  },
};
