/** Banner slots. */
export const banners = {
  label: 'Banners',
  image: 'Promotional banner',
};
