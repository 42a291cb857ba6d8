import type { Course } from '@platform/contracts/courses';
import type { Stream } from '@platform/contracts/streams';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildBrand } from '../../../test/factories/brands';
import { buildCatalogService } from '../../../test/factories/catalog';
import { buildCourse, buildStream } from '../../../test/factories/learning';
import { buildUser } from '../../../test/factories/users';
import { suiteApp } from '../../../test/helpers/suite-app';
import { ownStatements } from '../../../test/helpers/test-app';

type Auth = Record<string, string>;
type Offer = Awaited<ReturnType<typeof buildCatalogService>>;

/** An offer's image as GET /course-offer/find answers it: absolute and signed. */
const absoluteImage = expect.stringMatching(/^https?:\/\/[^/]+\/media\/[^/]+\/catalog\/yoga\.svg$/);

describe("a course's offers (offerIds, expand=offers)", () => {
  const t = suiteApp();
  let learner: { user: { id: number }; auth: Auth };
  let withOffers: number;
  let withoutOffers: number;
  let ofAnotherBrand: number;
  let offers: Offer[];
  let foreignOffer: Offer;

  beforeAll(async () => {
    const brand = await buildBrand(t.ctx);
    const other = await buildBrand(t.ctx);
    learner = await buildUser(t.ctx, { brandId: brand.id });
    const courseOf = async (appId: string) =>
      (await buildCourse(t.ctx, { daysPerStage: 1, brandAppId: appId })).course.id;
    withOffers = await courseOf(brand.appId);
    withoutOffers = await courseOf(brand.appId);
    ofAnotherBrand = await courseOf(other.appId);
    offers = [
      await buildCatalogService(t.ctx, { brandId: brand.id, courseId: withOffers }),
      await buildCatalogService(t.ctx, { brandId: brand.id, courseId: withOffers }),
    ];
    foreignOffer = await buildCatalogService(t.ctx, {
      brandId: other.id,
      courseId: ofAnotherBrand,
    });
    for (const courseId of [withOffers, withoutOffers, ofAnotherBrand]) {
      await buildStream(t.ctx, learner.user.id, courseId);
    }
  });

  const offerIds = () => offers.map(({ offer }) => offer?.id);
  const coursesOf = async (url: string, auth: Auth = learner.auth) => {
    const response = await t.get(url, auth);
    expect(response.statusCode, response.body).toBe(200);
    return new Map(response.json<Course[]>().map((course) => [course.id, course]));
  };

  it("every course answer carries the ids of its offers of the learner's brand", async () => {
    const courses = await coursesOf('/courses');
    expect(courses.get(withOffers)?.offerIds).toEqual(offerIds());
    expect(courses.get(withoutOffers)?.offerIds).toEqual([]);
    // The course of another brand has an offer, which is that brand's (as /course-offer/find).
    expect(foreignOffer.offer).toBeDefined();
    expect(courses.get(ofAnotherBrand)?.offerIds).toEqual([]);
    expect([...courses.values()].every((course) => course.offers === undefined)).toBe(true);

    const one = await t.get(`/courses/${withOffers}`, learner.auth);
    expect(one.json()).toMatchObject({ id: withOffers, offerIds: offerIds() });
    expect(one.json()).not.toHaveProperty('offers');

    const streams = await t.get('/user-course-streams?expand=course', learner.auth);
    const courseOfStream = new Map(
      streams.json<Stream[]>().map((stream) => [stream.courseId, stream.course]),
    );
    expect(courseOfStream.get(withOffers)?.offerIds).toEqual(offerIds());
    expect(courseOfStream.get(withoutOffers)?.offerIds).toEqual([]);
    expect(courseOfStream.get(ofAnotherBrand)?.offerIds).toEqual([]);
  });

  it('expand=offers adds each offer: id, absolute images and its service', async () => {
    const course = (await t.get(`/courses/${withOffers}?expand=offers`, learner.auth)).json();
    expect(course.offers).toEqual(
      offers.map(({ offer, service }) => ({
        id: offer?.id,
        images: { large: absoluteImage, medium: absoluteImage, small: absoluteImage },
        serviceId: service.id,
      })),
    );
    // The same as the catalogue answers the course's first offer.
    const found = await t.get(`/course-offer/find?courseId=${withOffers}`, learner.auth);
    expect(found.json()).toEqual(course.offers[0]);
    // The image is served at that address.
    const served = await t.app.inject({
      method: 'GET',
      url: new URL(course.offers[0].images.large).pathname,
    });
    expect(served.statusCode).toBe(200);

    const courses = await coursesOf('/courses?expand=offers,documents');
    expect(courses.get(withOffers)?.offers).toEqual(course.offers);
    expect(courses.get(withoutOffers)?.offers).toEqual([]);
    expect(courses.get(ofAnotherBrand)?.offers).toEqual([]);
  });

  it("a learner of the other brand sees that brand's offers, not these", async () => {
    const stranger = await buildUser(t.ctx, { brandId: (await buildBrand(t.ctx)).id });
    await buildStream(t.ctx, stranger.user.id, withOffers);
    const [course] = (await coursesOf('/courses?expand=offers', stranger.auth)).values();
    expect(course).toMatchObject({ id: withOffers, offerIds: [], offers: [] });
  });

  it('reads the offers of all the courses in one statement, whatever their number', async () => {
    const count = async (auth: Auth) => {
      t.queries.length = 0;
      expect((await t.get('/courses?expand=offers', auth)).statusCode).toBe(200);
      return ownStatements(t.queries).length;
    };
    const brand = await buildBrand(t.ctx);
    const few = await buildUser(t.ctx, { brandId: brand.id });
    const many = await buildUser(t.ctx, { brandId: brand.id });
    for (let index = 0; index < 4; index += 1) {
      const { course } = await buildCourse(t.ctx, { daysPerStage: 1, brandAppId: brand.appId });
      await buildCatalogService(t.ctx, { brandId: brand.id, courseId: course.id });
      await buildCatalogService(t.ctx, { brandId: brand.id, courseId: course.id });
      await buildStream(t.ctx, many.user.id, course.id);
      if (index === 0) await buildStream(t.ctx, few.user.id, course.id);
    }
    const answered = await coursesOf('/courses?expand=offers', many.auth);
    expect([...answered.values()].map((course) => course.offers?.length)).toEqual([2, 2, 2, 2]);
    const fewCount = await count(few.auth);
    expect(await count(many.auth)).toBe(fewCount);
    // The courses with their offer ids in one statement, all their offers in one more.
    const mentioning = (table: string) =>
      t.queries.filter((statement) => statement.includes(`from "${table}"`));
    expect(mentioning('courses')).toHaveLength(1);
    expect(mentioning('course_offers')).toEqual([
      expect.stringContaining('"course_offers"."course_id" = "courses"."id"'),
      expect.stringMatching(
        /from "course_offers" where "course_offers"\."id" in \((\$\d+, ){7}\$8\)/,
      ),
    ]);
  });
});
