/** The day of a course: its lessons, the video player, starting and finishing it. */
export const day = {
  heading: 'Day {{number}}',
  backToCalendar: 'Back to the course calendar',
  notFound: {
    title: 'Day not found',
    text: 'This course has no day with this number.',
  },
  restDay: 'Today is a rest day: no lessons, let your body recover.',
  lessons: 'Lessons of the day',
  lessonSet: 'Block {{number}}',
  times: '× {{number}}',
  repeat_one: 'Repeat {{count}} time',
  repeat_other: 'Repeat {{count}} times',
  markers: {
    breakdown: 'Breakdown',
    performance: 'Performance',
    theory: 'Theory',
  },
  duration: {
    hours_one: '{{count}} hour',
    hours_other: '{{count}} hours',
    minutes_one: '{{count}} minute',
    minutes_other: '{{count}} minutes',
    underMinute: 'under a minute',
  },
  watched: 'Watched',
  play: 'Watch the lesson “{{title}}”',
  nowPlaying: 'Now: {{title}}',
  noVideo: 'The video of this lesson is not ready yet.',
  player: {
    loading: 'Loading the player…',
  },
  progress: {
    label: 'Progress of the day',
    lessons: 'Lessons watched: {{viewed}} of {{total}}',
  },
  actions: {
    start: 'Start the day',
    finish: 'Finish the day',
    started: 'The day has started.',
    notStarted: 'The day starts when you press “Start the day” or play the first lesson.',
    closed: 'The day has not been started.',
    finished: 'Day finished',
  },
  homeworks: {
    title: 'Homework',
    fallbackTitle: 'Task {{number}}',
  },
};
