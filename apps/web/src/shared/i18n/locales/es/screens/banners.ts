/** Banner slots. */
export const banners = {
  label: 'Banners',
  image: 'Banner promocional',
};
