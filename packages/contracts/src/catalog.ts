import {
  SEARCH_DEFAULT_PAGE,
  SEARCH_MAX_COURSE_IDS,
  SEARCH_PAGE_SIZE,
  SEARCH_TEXT_MAX_LENGTH,
} from '@platform/domain/constants/catalog';
import { MAX_PER_PAGE } from '@platform/domain/constants/pages';
import { z } from 'zod';
import { CourseOffer, ImageUrls } from './courses';
import { Id, v2Answer } from './envelope';
import { commaList, requiredId } from './selection';
import { UnixMilliseconds } from './time';

const positive = z.coerce.number().int().min(1);

/** POST /course/search (v2). Every field may be left out: no text lists the whole catalogue. */
export const CourseSearchBody = z.object({
  textSearch: z.string().max(SEARCH_TEXT_MAX_LENGTH).nullable().optional(),
  categoryId: Id.nullable().optional(),
  /** Only these courses (the short search after sign-in, one course by id). */
  cids: z.array(Id).max(SEARCH_MAX_COURSE_IDS).optional(),
  page: positive.max(1_000_000).default(SEARCH_DEFAULT_PAGE),
  perPage: positive.max(MAX_PER_PAGE).default(SEARCH_PAGE_SIZE),
});
export type CourseSearchBody = z.infer<typeof CourseSearchBody>;

/** A course as the search answers it (spec section 3, course search). */
export const SearchCourse = z.object({
  id: z.number().int(),
  title: z.string(),
  caption: z.string(),
  excerpt: z.string(),
  /** The course's language: its words are stemmed by that language's rules. */
  language: z.enum(['ru', 'en', 'es']),
  category: z.object({ id: z.number().int(), name: z.string(), title: z.string() }).nullable(),
  subcategory: z.object({ name: z.string() }).nullable(),
  /** The course's thumbnail, as an absolute URL. */
  backgroundImage: z.string().nullable(),
  landing: z.string().nullable(),
  /** The coach's photo as an absolute URL. */
  coach: z.object({ name: z.string(), photo: z.string().nullable() }).nullable(),
});
export type SearchCourse = z.infer<typeof SearchCourse>;

/** A category filter; `sort` is the category's own, its fixed rank, or 999. */
export const CategoryFilter = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  icon: z.string().nullable(),
  sort: z.number().int(),
});
export type CategoryFilter = z.infer<typeof CategoryFilter>;

/** The answer: data.data holds the page of courses and the category filters; the pagination is
 * in the x-pagination-* headers. */
export const CourseSearchAnswer = v2Answer(
  z.object({ courses: z.array(SearchCourse), filters: z.array(CategoryFilter) }),
);
export type CourseSearchAnswer = z.infer<typeof CourseSearchAnswer>;

/** A catalogue position: a service a subscriber may add, its image an absolute URL. */
export const CatalogPosition = z.object({
  id: z.number().int(),
  image: z.string(),
  serviceId: z.number().int(),
  title: z.string(),
  course: z.object({ id: z.number().int(), title: z.string() }),
});
export const CatalogPositionList = z.array(CatalogPosition);
export type CatalogPosition = z.infer<typeof CatalogPosition>;
export const CatalogPositionParams = z.object({ id: requiredId('id') });

/** POST /catalog-position/{id}/add-to-subscription (v2): the course joins the subscription and
 * the learner's stream on it. */
export const AddedToSubscriptionAnswer = v2Answer(
  z.object({ courseId: z.number().int(), streamId: z.number().int() }),
);

/** GET /course-offer/find. */
export const CourseOfferQuery = z.object({
  courseId: requiredId('courseId'),
  courseOfferRelationTypeId: Id.optional(),
});
/** GET /course-offer/find answers one; it is defined with the course, whose `offers` it is. */
export { CourseOffer };

export const SERVICE_EXPANSIONS = ['course', 'stream', 'childs.course', 'childs.stream'] as const;
/** GET /course-services?expand=…; /course-services/view also takes the service's id. */
export const CourseServicesQuery = z.object({ expand: commaList(SERVICE_EXPANSIONS) });
export const CourseServiceViewQuery = CourseServicesQuery.extend({ id: requiredId('id') });

const ServiceCourse = z.object({
  id: z.number().int(),
  title: z.string(),
  image: ImageUrls.nullable(),
});
/** The learner's stream on the service's course (the latest), or null. */
const ServiceStream = z
  .object({ id: z.number().int(), startDate: UnixMilliseconds, endDate: UnixMilliseconds })
  .nullable();
const ServiceFields = z.object({
  id: z.number().int(),
  type: z.enum(['course_subscription', 'course_demo', 'course_buy', 'expert_additional_question']),
  title: z.string(),
  /** Kopecks (minor units of `currency`). */
  price: z.number().int(),
  currency: z.string(),
  days: z.number().int(),
  courseId: z.number().int(),
  appstoreProducts: z.array(z.object({ code: z.string() })),
  /** The product of the app's platform (its code starts with the platform's prefix), or null. */
  appstoreProductId: z.string().nullable(),
  course: ServiceCourse.optional(),
  stream: ServiceStream.optional(),
});
export const CourseService = ServiceFields.extend({ childs: z.array(ServiceFields).optional() });
export type CourseService = z.infer<typeof CourseService>;
export const CourseServiceList = z.array(CourseService);
