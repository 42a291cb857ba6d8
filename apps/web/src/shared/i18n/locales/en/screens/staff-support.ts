export const staffSupport = {
  title: 'Support requests',
  noTopic: 'No topic',
  staffOnly: {
    title: 'For support staff',
    text: 'Here the support staff of the school answer the questions sent to support. To ask a question yourself, open the support centre.',
    toSupport: 'To the support centre',
  },
  list: {
    title: 'Questions',
    empty: 'No questions yet.',
    waiting: 'Waiting for a reply',
    answered_one: '{{count}} reply',
    answered_other: '{{count}} replies',
  },
  conversation: {
    title: 'Request from {{name}}',
    back: 'All requests',
    messages: 'Conversation',
    support: 'Support',
    noReplies: 'No reply yet.',
    loadFailed: 'Could not load the request',
    notFoundTitle: 'Request not found',
    notFoundText: 'This request does not exist or belongs to another school.',
  },
  reply: {
    label: 'Your reply',
    required: 'Write a reply',
    send: 'Send reply',
    sending: 'Sending…',
    sent: 'The reply has been sent. The learner will see it in their support centre.',
    failed: 'Could not send the reply',
  },
};
