import type {
  AddedToSubscriptionAnswer,
  CatalogPositionList,
  CatalogPositionParams,
  CourseOffer,
  CourseOfferQuery,
  CourseSearchAnswer,
  CourseSearchBody,
  CourseService,
  CourseServiceList,
  CourseServicesQuery,
  CourseServiceViewQuery,
} from '../catalog';
import { endpoint } from '../endpoint';

/** The catalogue and the course search (signed-in). */
export const catalogEndpoints = {
  /** Courses of the brand found by text (word forms and typos), category and ids; paginated
   * in the headers. */
  search: endpoint<{ body: typeof CourseSearchBody; answer: typeof CourseSearchAnswer }>()({
    method: 'POST',
    path: '/course/search',
    version: 'v2',
  }),
  /** The brand's catalogue positions, 6 a page. */
  positions: endpoint<{ answer: typeof CatalogPositionList }>()({
    method: 'GET',
    path: '/catalog-position',
  }),
  // Without an active subscription (403).
  addToSubscription: endpoint<{
    params: typeof CatalogPositionParams;
    answer: typeof AddedToSubscriptionAnswer;
  }>()({
    method: 'POST',
    path: '/catalog-position/:id/add-to-subscription',
    version: 'v2',
    rules: [403],
  }),
  /** A course's offer of a relation type (1 when none is named). */
  findOffer: endpoint<{ query: typeof CourseOfferQuery; answer: typeof CourseOffer }>()({
    method: 'GET',
    path: '/course-offer/find',
  }),
  services: endpoint<{ query: typeof CourseServicesQuery; answer: typeof CourseServiceList }>()({
    method: 'GET',
    path: '/course-services',
  }),
  service: endpoint<{ query: typeof CourseServiceViewQuery; answer: typeof CourseService }>()({
    method: 'GET',
    path: '/course-services/view',
  }),
};
