import type { AppContext } from '../../src/context';
import {
  catalogPositions,
  courseOffers,
  courseServiceAppstoreProducts,
  courseServiceChildren,
} from '../../src/db/schema/catalog';
import { courseServices } from '../../src/db/schema/course-services';
import { type CatalogCourseInput, catalogWriter } from '../../src/modules/catalog/catalog-writer';

let sequence = 0;

/** A course in a brand's catalogue; the key is made unique. */
export async function buildCatalogCourse(
  ctx: AppContext,
  input: Omit<CatalogCourseInput, 'importKey'> & { importKey?: string },
) {
  sequence += 1;
  return catalogWriter(ctx.db).add({ importKey: `catalog-${sequence}-${Date.now()}`, ...input });
}

export const YOGA = { name: 'yoga', title: 'Йога' } as const;
export const MEDITATION = { name: 'meditation', title: 'Meditation' } as const;
export const PILATES = { name: 'pilates', title: 'Pilates', sort: null } as const;
export const OTHER = { name: 'tai-chi', title: 'Tai chi' } as const;

/** A service of a course with its app-store codes, an offer of it, and optionally a catalogue
 * position of the brand and bundled child services. */
export async function buildCatalogService(
  ctx: AppContext,
  options: {
    brandId: number;
    courseId: number;
    codes?: string[];
    children?: number[];
    position?: boolean;
  },
) {
  const [service] = await ctx.db
    .insert(courseServices)
    .values({
      courseId: options.courseId,
      type: 'course_subscription',
      title: `Подписка ${options.courseId}`,
      price: 299000,
      days: 30,
    })
    .returning();
  if (!service) throw new Error('service not created');
  if (options.codes?.length) {
    await ctx.db
      .insert(courseServiceAppstoreProducts)
      .values(options.codes.map((code) => ({ serviceId: service.id, code })));
  }
  if (options.children?.length) {
    await ctx.db
      .insert(courseServiceChildren)
      .values(options.children.map((childId, sort) => ({ parentId: service.id, childId, sort })));
  }
  const [offer] = await ctx.db
    .insert(courseOffers)
    .values({
      courseId: options.courseId,
      serviceId: service.id,
      images: {
        large: '/media/catalog/yoga.svg',
        medium: '/media/catalog/yoga.svg',
        small: '/media/catalog/yoga.svg',
      },
    })
    .returning();
  const [position] = options.position
    ? await ctx.db
        .insert(catalogPositions)
        .values({
          brandId: options.brandId,
          serviceId: service.id,
          image: '/media/catalog/yoga.svg',
        })
        .returning()
    : [];
  return { service, offer, position };
}
