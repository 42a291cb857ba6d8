/** /events: the learner's coming dated things. */
export const events = {
  title: 'Events',
  intro:
    'What is coming in the next month: course starts, the end of freezes and access, video consultations, and a week of reminders.',
  empty: 'Nothing is planned for the next month.',
  kinds: {
    streamStart: '“{{title}}” starts',
    freezeEnd: 'The freeze of “{{title}}” ends',
    accessEnds: 'Your access to “{{title}}” ends',
    consultation: 'Video consultation on “{{title}}”',
    reminder: 'Study reminder',
  },
};
