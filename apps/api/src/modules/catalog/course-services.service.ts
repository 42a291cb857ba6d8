import type {
  CatalogPosition,
  CourseService,
  SERVICE_EXPANSIONS,
} from '@platform/contracts/catalog';
import type { UnixMilliseconds } from '@platform/contracts/time';
import { appstoreProductIdOf } from '@platform/domain/catalog';
import type { AppContext } from '../../context';
import { forbidden, notFound } from '../../lib/errors';
import type { Page } from '../../lib/pagination';
import { chatsService } from '../chats/chats.service';
import { learningChanged } from '../streams/learning-changes';
import { absoluteImages, presentCourseOffer } from './catalog.presenter';
import { absoluteUrls } from './catalog.service';
import { courseServicesRepository, type ServiceRow } from './course-services.repository';

type Expansion = (typeof SERVICE_EXPANSIONS)[number];
/** Who asks: their brand, their id (for their streams) and their app's platform prefix. */
export interface Asker {
  userId: number;
  brandId: number;
  platform: string | null;
}

/** A year of access when the subscription names no end (lifetime, or no date yet). */
const OPEN_ENDED_MS = 365 * 24 * 60 * 60 * 1000;
const ms = (date: Date) => date.getTime() as UnixMilliseconds;

export function courseServicesService(ctx: AppContext) {
  const repository = courseServicesRepository(ctx.db);
  const absolute = absoluteUrls(ctx);

  /** Services as answered, with the expansions asked (children expand likewise). */
  async function present(
    asker: Asker,
    rows: readonly ServiceRow[],
    expand: readonly Expansion[],
  ): Promise<CourseService[]> {
    const wantsChildren = expand.some((name) => name.startsWith('childs.'));
    const children = wantsChildren ? await repository.children(rows.map((row) => row.id)) : [];
    const all = [...rows, ...children.map((child) => child.service)];
    const needsCourse = expand.includes('course') || expand.includes('childs.course');
    const needsStream = expand.includes('stream') || expand.includes('childs.stream');
    const courseIds = [...new Set(all.map((row) => row.courseId))];
    const [products, courseRows, streams] = await Promise.all([
      repository.appstoreProducts(all.map((row) => row.id)),
      needsCourse ? repository.coursesByIds(courseIds) : [],
      needsStream ? repository.latestStreams(asker.userId, courseIds) : [],
    ]);
    const one = (row: ServiceRow, withCourse: boolean, withStream: boolean) => {
      const codes = products.filter((p) => p.serviceId === row.id).map((p) => p.code);
      const course = courseRows.find((candidate) => candidate.id === row.courseId);
      const stream = streams.find((candidate) => candidate.courseId === row.courseId);
      return {
        id: row.id,
        type: row.type,
        title: row.title,
        price: row.price,
        currency: row.currency,
        days: row.days,
        courseId: row.courseId,
        appstoreProducts: codes.map((code) => ({ code })),
        appstoreProductId: appstoreProductIdOf(codes, asker.platform),
        ...(withCourse &&
          course && {
            course: {
              id: course.id,
              title: course.title,
              image: course.image && absoluteImages(course.image, absolute),
            },
          }),
        ...(withStream && {
          stream: stream
            ? { id: stream.id, startDate: ms(stream.startDate), endDate: ms(stream.endDate) }
            : null,
        }),
      };
    };
    return rows.map((row) => ({
      ...one(row, expand.includes('course'), expand.includes('stream')),
      ...(wantsChildren && {
        childs: children
          .filter((child) => child.parentId === row.id)
          .map((child) =>
            one(child.service, expand.includes('childs.course'), expand.includes('childs.stream')),
          ),
      }),
    }));
  }

  return {
    /** A page of the brand's catalogue positions, images as absolute URLs. */
    async positions(brandId: number, page: Page) {
      const { rows, total } = await repository.positions(brandId, page.perPage, page.offset);
      const items: CatalogPosition[] = rows.map((row) => ({
        id: row.id,
        image: absolute(row.image),
        serviceId: row.serviceId,
        title: row.title,
        course: { id: row.courseId, title: row.courseTitle },
      }));
      return { items, total };
    },

    /** Adds a position's course to the learner's active subscription and opens their stream on
     * it (a stream of optional purchase, until the subscription's end) with its chat; again, it
     * changes nothing and answers the same stream. */
    async addToSubscription(asker: Asker, positionId: number) {
      const position = await repository.position(asker.brandId, positionId);
      if (!position) throw notFound();
      const subscription = await repository.activeSubscription(asker.userId);
      if (!subscription) throw forbidden('subscription_required', 'catalog.subscriptionRequired');
      await repository.addCourseToSubscription(subscription.id, position.courseId);
      const [existing] = await repository.latestStreams(asker.userId, [position.courseId]);
      if (existing) {
        // The subscription now covers the stream's course, which may change its status.
        await learningChanged(ctx, { userId: asker.userId });
        return { courseId: position.courseId, streamId: existing.id };
      }
      const now = ctx.clock.now();
      const end =
        subscription.endDate ?? subscription.nextPayAt ?? new Date(now.getTime() + OPEN_ENDED_MS);
      const streamId = await repository.createStream({
        userId: asker.userId,
        courseId: position.courseId,
        startDate: now,
        endDate: end,
        isOptionalPurchase: true,
      });
      // Every stream has its chat with the course's experts.
      await chatsService(ctx).open({ streamId, title: position.courseTitle });
      return { courseId: position.courseId, streamId };
    },

    async findOffer(brandId: number, courseId: number, relationTypeId = 1) {
      const offer = await repository.findOffer(brandId, courseId, relationTypeId);
      if (!offer) throw notFound();
      return presentCourseOffer(offer, absolute);
    },

    async list(asker: Asker, expand: readonly Expansion[], page: Page) {
      const { rows, total } = await repository.services(asker.brandId, page.perPage, page.offset);
      return { items: await present(asker, rows, expand), total };
    },

    async view(asker: Asker, id: number, expand: readonly Expansion[]) {
      const row = await repository.service(asker.brandId, id);
      if (!row) throw notFound();
      const [service] = await present(asker, [row], expand);
      if (!service) throw notFound();
      return service;
    },
  };
}
