/** The choose-club modal: the learner's clubs and their articles. */
export const club = {
  none: 'There are no clubs for you yet.',
  newWindow: 'opens in a new window',
  open: 'Go to the club',
  join: 'About the club',
  telegram: 'Telegram chat',
  faq: 'Questions and answers',
  articles: 'New club articles',
  new: 'NEW',
  views_one: '{{count}} view',
  views_other: '{{count}} views',
  likes_one: '{{count}} like',
  likes_other: '{{count}} likes',
  liked: 'you like it',
  favourite: 'In your favourites',
  types: {
    owned: 'You are a member',
    recommended: 'Recommended',
    expired: 'Subscription ended',
    hidden: 'Hidden',
  },
};
