/** Banner slots and the banners page. */
export const banners = {
  label: 'Banners',
  title: 'Ofertas y novedades',
  current: 'Para ti ahora',
  empty: 'Ahora no hay ofertas ni novedades para ti.',
};
