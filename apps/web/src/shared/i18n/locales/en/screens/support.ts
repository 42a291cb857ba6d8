/** The support form (its rule messages and success texts are the domain's supportForm). */
export const support = {
  form: {
    title: 'Contact support',
    intro: 'Describe your question or problem, and we will reply to the e-mail you give.',
    email: 'E-mail',
    name: 'First name',
    message: 'Message',
    consent:
      'By pressing “Send” you give your <agreement>consent to the processing of personal data</agreement>.',
    send: 'Send',
    sending: 'Sending…',
    errorTryLoadData: 'The message could not be sent. Please try again.',
  },
};
