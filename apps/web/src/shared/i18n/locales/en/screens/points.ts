/** Points: the balance, what they are for (FAQ) and their history. */
export const points = {
  /** A load failure with no reason of the server's own (spec: 'Something went wrong'). */
  loadFailed: 'Something went wrong',
  title: 'Points',
  balance: 'Your balance',
  canSpend: 'You can spend points on extending a course: one point is one rouble.',
  toThreshold_one: 'Points can be spent from 200. {{count}} more point to go.',
  toThreshold_other: 'Points can be spent from 200. {{count}} more points to go.',
  historyLink: 'Points history',
  faq: {
    title: 'Questions and answers',
    earnQ: 'What do I get points for?',
    earnA:
      'For every day of a course you finish and for every homework an expert approves. The course shows how many points a day or a homework gives. Each day or homework counts once.',
    spendQ: 'What can I spend points on?',
    spendA:
      'On extending a course: tick “Pay with points” when you pay for an extension. One point is one rouble; the last rouble of the price is paid by card.',
    thresholdQ: 'Why can’t I spend my points?',
    thresholdA: 'Points can be spent once your balance is 200 points or more.',
    returnQ: 'What happens to my points if the payment fails?',
    returnA:
      'If the extension is not paid or its money is refunded, the points go back to your balance.',
  },
  history: {
    entries: 'Given and spent',
    title: 'Points history',
    back: '‹ Points',
    empty: 'Nothing here yet: points are given for finished days and approved homework.',
    more: 'Show more',
    add_one: '+{{count}} point',
    add_other: '+{{count}} points',
    debit_one: '−{{count}} point',
    debit_other: '−{{count}} points',
  },
};
