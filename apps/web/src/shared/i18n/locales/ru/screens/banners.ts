/** Banner slots and the banners page. */
export const banners = {
  label: 'Баннеры',
  title: 'Акции и новости',
  current: 'Сейчас для вас',
  empty: 'Сейчас для вас нет акций и новостей.',
};
