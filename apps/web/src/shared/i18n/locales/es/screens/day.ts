/** The day of a course: its lessons, the video player, starting and finishing it. */
export const day = {
  heading: 'Día {{number}}',
  backToCalendar: 'Volver al calendario del curso',
  notFound: {
    title: 'Día no encontrado',
    text: 'Este curso no tiene ningún día con este número.',
  },
  restDay: 'Hoy es día de descanso: no hay lecciones, deja que tu cuerpo se recupere.',
  lessons: 'Lecciones del día',
  lessonSet: 'Bloque {{number}}',
  times: '× {{number}}',
  repeat_one: 'Repetir {{count}} vez',
  repeat_many: 'Repetir {{count}} veces',
  repeat_other: 'Repetir {{count}} veces',
  markers: {
    breakdown: 'Análisis',
    performance: 'Ejecución',
    theory: 'Teoría',
  },
  duration: {
    hours_one: '{{count}} hora',
    hours_many: '{{count}} horas',
    hours_other: '{{count}} horas',
    minutes_one: '{{count}} minuto',
    minutes_many: '{{count}} minutos',
    minutes_other: '{{count}} minutos',
    underMinute: 'menos de un minuto',
  },
  watched: 'Vista',
  play: 'Ver la lección «{{title}}»',
  nowPlaying: 'Ahora: {{title}}',
  noVideo: 'El vídeo de esta lección aún no está listo.',
  player: {
    loading: 'Cargando el reproductor…',
  },
  progress: {
    label: 'Progreso del día',
    lessons: 'Lecciones vistas: {{viewed}} de {{total}}',
  },
  actions: {
    start: 'Empezar el día',
    finish: 'Terminar el día',
    started: 'El día ha empezado.',
    notStarted: 'El día empieza cuando pulsas «Empezar el día» o reproduces la primera lección.',
    closed: 'El día no se ha empezado.',
    finished: 'Día terminado',
  },
  homeworks: {
    title: 'Tareas',
    fallbackTitle: 'Tarea {{number}}',
  },
};
