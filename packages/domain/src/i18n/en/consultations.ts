import type { Translations } from '../ru';

export const consultations: Translations['consultations'] = {
  left_one: '{{count}} of {{maximum}} paid consultations left',
  left_few: '{{count}} of {{maximum}} paid consultations left',
  left_many: '{{count}} of {{maximum}} paid consultations left',
  left_other: '{{count}} of {{maximum}} paid consultations left',
  maximum_one: '{{count}} paid consultation in the course',
  maximum_few: '{{count}} paid consultations in the course',
  maximum_many: '{{count}} paid consultations in the course',
  maximum_other: '{{count}} paid consultations in the course',
  errors: {
    alreadyOpen: 'A consultation is already open in this chat',
    noQuestion: 'A consultation starts from a question of the learner: the chat has none yet',
    limitReached: 'The paid consultations of this course are used up',
    notOpen: 'The consultation is already closed',
    notClosed: 'Only a finished consultation can be rated',
    alreadyRated: 'You have already rated this consultation',
  },
};
