/** Banner slots and the banners page. */
export const banners = {
  label: 'Banners',
  title: 'Offers and news',
  current: 'For you now',
  empty: 'There are no offers or news for you right now.',
};
