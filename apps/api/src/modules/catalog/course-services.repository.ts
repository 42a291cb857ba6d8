import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  catalogPositions,
  courseCatalogEntries,
  courseOffers,
  courseServiceAppstoreProducts,
  courseServiceChildren,
} from '../../db/schema/catalog';
import { courseServices } from '../../db/schema/course-services';
import { courses } from '../../db/schema/courses';
import { userCourseStreams } from '../../db/schema/streams';
import { paymentSubscriptionCourses, paymentSubscriptions } from '../../db/schema/subscriptions';

export type ServiceRow = typeof courseServices.$inferSelect;

/** The catalogue's positions, offers and services of a brand (a service is the brand's when its
 * course is), and what adding a position to a subscription writes. */
export function courseServicesRepository(db: Executor) {
  const s = courseServices;
  const ofBrand = (brandId: number) =>
    sql`${s.courseId} in (select ${courses.id} from ${courses} where ${courses.brandId} = ${brandId})`;
  const positionColumns = {
    id: catalogPositions.id,
    image: catalogPositions.image,
    serviceId: catalogPositions.serviceId,
    title: s.title,
    courseId: courses.id,
    courseTitle: courses.title,
  };
  const selectPositions = () =>
    db
      .select(positionColumns)
      .from(catalogPositions)
      .innerJoin(s, eq(s.id, catalogPositions.serviceId))
      .innerJoin(courses, eq(courses.id, s.courseId));

  return {
    async positions(brandId: number, limit: number, offset: number) {
      const [rows, [counted]] = await Promise.all([
        selectPositions()
          .where(eq(catalogPositions.brandId, brandId))
          .orderBy(asc(catalogPositions.sort), asc(catalogPositions.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(catalogPositions)
          .where(eq(catalogPositions.brandId, brandId)),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    async position(brandId: number, id: number) {
      const [row] = await selectPositions().where(
        and(eq(catalogPositions.brandId, brandId), eq(catalogPositions.id, id)),
      );
      return row;
    },

    /** The learner's subscription that is active or lifetime, the latest first. */
    async activeSubscription(userId: number) {
      const ps = paymentSubscriptions;
      const [row] = await db
        .select({ id: ps.id, endDate: ps.endDate, nextPayAt: ps.nextPayAt })
        .from(ps)
        .where(and(eq(ps.userId, userId), or(eq(ps.status, 'active'), eq(ps.isLifetime, true))))
        .orderBy(desc(ps.id))
        .limit(1);
      return row;
    },

    async addCourseToSubscription(subscriptionId: number, courseId: number): Promise<void> {
      await db
        .insert(paymentSubscriptionCourses)
        .values({ subscriptionId, courseId })
        .onConflictDoNothing();
    },

    /** The learner's latest streams on the courses, one per course. */
    async latestStreams(userId: number, courseIds: readonly number[]) {
      if (courseIds.length === 0) return [];
      const u = userCourseStreams;
      return db
        .selectDistinctOn([u.courseId], {
          id: u.id,
          courseId: u.courseId,
          startDate: u.startDate,
          endDate: u.endDate,
        })
        .from(u)
        .where(and(eq(u.userId, userId), inArray(u.courseId, [...courseIds])))
        .orderBy(u.courseId, desc(u.startDate), desc(u.id));
    },

    async createStream(values: typeof userCourseStreams.$inferInsert): Promise<number> {
      const [row] = await db
        .insert(userCourseStreams)
        .values(values)
        .returning({ id: userCourseStreams.id });
      if (!row) throw new Error('stream not created');
      return row.id;
    },

    async findOffer(brandId: number, courseId: number, relationTypeId: number) {
      const [row] = await db
        .select({
          id: courseOffers.id,
          images: courseOffers.images,
          serviceId: courseOffers.serviceId,
        })
        .from(courseOffers)
        .innerJoin(courses, eq(courses.id, courseOffers.courseId))
        .where(
          and(
            eq(courseOffers.courseId, courseId),
            eq(courseOffers.relationTypeId, relationTypeId),
            eq(courses.brandId, brandId),
          ),
        )
        .orderBy(asc(courseOffers.sort), asc(courseOffers.id))
        .limit(1);
      return row;
    },

    async services(brandId: number, limit: number, offset: number) {
      const where = and(eq(s.isActive, true), ofBrand(brandId));
      const [rows, [counted]] = await Promise.all([
        db.select().from(s).where(where).orderBy(asc(s.id)).limit(limit).offset(offset),
        db.select({ total: sql<number>`count(*)::int` }).from(s).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    async service(brandId: number, id: number): Promise<ServiceRow | undefined> {
      const [row] = await db
        .select()
        .from(s)
        .where(and(eq(s.id, id), ofBrand(brandId)));
      return row;
    },

    /** The bundled services of the parents, with the parent's id, in their order. */
    children(parentIds: readonly number[]) {
      if (parentIds.length === 0) return Promise.resolve([]);
      const c = courseServiceChildren;
      return db
        .select({ parentId: c.parentId, service: s })
        .from(c)
        .innerJoin(s, eq(s.id, c.childId))
        .where(inArray(c.parentId, [...parentIds]))
        .orderBy(asc(c.sort), asc(s.id));
    },

    appstoreProducts(serviceIds: readonly number[]) {
      if (serviceIds.length === 0) return Promise.resolve([]);
      const a = courseServiceAppstoreProducts;
      return db
        .select()
        .from(a)
        .where(inArray(a.serviceId, [...serviceIds]))
        .orderBy(asc(a.code));
    },

    /** The brand's active services of catalogue courses with their thumbnails, for positions. */
    servicesWithThumbnails(brandId: number) {
      const e = courseCatalogEntries;
      return db
        .select({ serviceId: s.id, courseId: s.courseId, thumbnail: e.thumbnail })
        .from(s)
        .innerJoin(e, eq(e.courseId, s.courseId))
        .where(and(eq(e.brandId, brandId), eq(s.isActive, true)))
        .orderBy(asc(s.id));
    },

    async hasPositions(brandId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: catalogPositions.id })
        .from(catalogPositions)
        .where(eq(catalogPositions.brandId, brandId))
        .limit(1);
      return row !== undefined;
    },

    async insertPositions(values: (typeof catalogPositions.$inferInsert)[]): Promise<void> {
      if (values.length > 0) await db.insert(catalogPositions).values(values);
    },

    async insertOffers(values: (typeof courseOffers.$inferInsert)[]): Promise<void> {
      if (values.length > 0) await db.insert(courseOffers).values(values);
    },

    coursesByIds(ids: readonly number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({ id: courses.id, title: courses.title, image: courses.image })
        .from(courses)
        .where(inArray(courses.id, [...ids]));
    },
  };
}
