import type { BannerList, NewFeaturesQuery } from '../banners';
import { endpoint } from '../endpoint';

/** The banners meant for the signed-in learner (signed-in). */
export const bannerEndpoints = {
  list: endpoint<{ answer: typeof BannerList }>()({ method: 'GET', path: '/banners' }),
  newFeatures: endpoint<{ query: typeof NewFeaturesQuery; answer: typeof BannerList }>()({
    method: 'GET',
    path: '/banner/new-features',
  }),
};
