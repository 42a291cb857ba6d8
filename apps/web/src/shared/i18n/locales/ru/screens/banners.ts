/** Banner slots. */
export const banners = {
  label: 'Баннеры',
  image: 'Рекламный баннер',
};
