/** The day of a course: its lessons, the video player, starting and finishing it. */
export const day = {
  heading: 'День {{number}}',
  backToCalendar: 'К календарю курса',
  notFound: {
    title: 'День не найден',
    text: 'В этом курсе нет дня с таким номером.',
  },
  locked: {
    hint: 'Полный доступ к курсу откроет все его дни.',
  },
  restDay: 'Сегодня день отдыха: уроков нет, дайте телу восстановиться.',
  lessons: 'Уроки дня',
  lessonSet: 'Блок {{number}}',
  times: '× {{number}}',
  repeat_one: 'Повторить {{count}} раз',
  repeat_few: 'Повторить {{count}} раза',
  repeat_many: 'Повторить {{count}} раз',
  repeat_other: 'Повторить {{count}} раза',
  markers: {
    breakdown: 'Разбор',
    performance: 'Исполнение',
    theory: 'Теория',
  },
  duration: {
    hours_one: '{{count}} час',
    hours_few: '{{count}} часа',
    hours_many: '{{count}} часов',
    hours_other: '{{count}} часа',
    minutes_one: '{{count}} минута',
    minutes_few: '{{count}} минуты',
    minutes_many: '{{count}} минут',
    minutes_other: '{{count}} минуты',
    underMinute: 'меньше минуты',
  },
  watched: 'Просмотрено',
  play: 'Смотреть урок «{{title}}»',
  nowPlaying: 'Сейчас: {{title}}',
  noVideo: 'Видео этого урока ещё не готово.',
  player: {
    loading: 'Загружаем плеер…',
  },
  progress: {
    label: 'Прогресс дня',
    lessons: 'Просмотрено уроков: {{viewed}} из {{total}}',
  },
  actions: {
    start: 'Начать день',
    finish: 'Завершить день',
    started: 'День начат.',
    notStarted: 'День начнётся, когда вы нажмёте «Начать день» или включите первый урок.',
    closed: 'День не начат.',
    finished: 'День завершён',
  },
  homeworks: {
    title: 'Домашние задания',
    fallbackTitle: 'Задание {{number}}',
  },
};
