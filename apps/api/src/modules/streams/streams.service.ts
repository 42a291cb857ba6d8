import type { STREAM_EXPANSIONS, STREAM_FIELDS, Stream } from '@platform/contracts/streams';
import { STATUS_CACHE_MS } from '@platform/domain/constants/learning';
import { isStreamListed } from '@platform/domain/demo-access';
import { type StreamProgress, streamProgress } from '@platform/domain/lesson';
import {
  deriveStreamStatus,
  isFreezeInEffect,
  type StreamFreeze,
  type StreamStatus,
} from '@platform/domain/stream-status';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { selectFields } from '../../lib/fields';
import { brandConfigOf } from '../brands/brands.service';
import { presentCourse } from '../courses/courses.presenter';
import { mediaLinks } from '../media/media-links';
import { learnerStreamsGroup, learningChanged } from './learning-changes';
import { streamServicesRepository } from './stream-services.repository';
import { presentStream } from './streams.presenter';
import {
  type FreezeRow,
  type StreamAccessRow,
  type StreamRow,
  streamsRepository,
} from './streams.repository';

export type StreamExpansion = (typeof STREAM_EXPANSIONS)[number];
export type StreamField = (typeof STREAM_FIELDS)[number];

/** A stream with what is derived from it at `now`. */
export interface StreamView {
  row: StreamRow;
  now: Date;
  /** Freezes that are not canceled, the latest first. */
  freezes: FreezeRow[];
  /** The one in effect, else the latest. */
  freeze: FreezeRow | null;
  status: StreamStatus;
  progress: StreamProgress;
}

type StreamStatusInputs = Pick<
  StreamAccessRow,
  'startDate' | 'endDate' | 'isOptionalPurchase' | 'coveringSubscriptionId' | 'freezes'
>;

export const asDomainFreeze = (row: FreezeRow): StreamFreeze => ({
  status: row.status as StreamFreeze['status'],
  startDate: row.startDate.getTime(),
  endDate: row.endDate.getTime(),
});

/** The freeze of these that is in effect at `at`, if any. */
export const freezeInEffect = (freezes: readonly FreezeRow[], at: number) =>
  freezes.find((freeze) => isFreezeInEffect(asDomainFreeze(freeze), at));

/** A stream's freeze (the one in effect, else the latest) and its status at `now`. */
function statusOf(row: StreamStatusInputs, now: Date) {
  const at = now.getTime();
  const freeze = freezeInEffect(row.freezes, at) ?? row.freezes[0] ?? null;
  const status = deriveStreamStatus(
    {
      startDate: row.startDate.getTime(),
      endDate: row.endDate.getTime(),
      isOptionalPurchase: row.isOptionalPurchase,
      freeze: freeze ? asDomainFreeze(freeze) : null,
      hasCoveringSubscription: row.coveringSubscriptionId !== null,
    },
    at,
  );
  return { freeze, status };
}

function viewOf(row: StreamRow, now: Date): StreamView {
  return {
    row,
    now,
    freezes: row.freezes,
    ...statusOf(row, now),
    progress: streamProgress(row.daysCount, row.completeDaysCount),
  };
}

export interface ListQuery {
  expand: readonly StreamExpansion[];
  fields: readonly StreamField[];
  ids?: readonly number[];
}

/** The learner's streams: listing, one stream, filters; the views other stream services use. Each
 * read is one prepared statement with the stream's freezes, course and brand in it. */
export function streamsService(ctx: AppContext) {
  const streams = streamsRepository(ctx.db);

  /** The courses are presented only when expanded; expand=service reads every stream's
   * service in one more statement. */
  async function present(views: StreamView[], expand: readonly StreamExpansion[]) {
    const links = mediaLinks(ctx);
    const services = expand.includes('service')
      ? await streamServicesRepository(ctx.db).accessServices(views.map((v) => v.row.courseId))
      : undefined;
    return views.map((view) =>
      presentStream(view, {
        course: expand.includes('course') ? presentCourse(view.row.course, links) : undefined,
        chatStatus: expand.includes('chatStatus'),
        service: services && (services.get(view.row.courseId) ?? null),
      }),
    );
  }

  /** A stream of the user; someone else's is not found. */
  async function view(userId: number, id: number): Promise<StreamView> {
    const now = ctx.clock.now();
    const row = await streams.findOwned(userId, id, now);
    if (!row) throw notFound();
    return viewOf(row, now);
  }

  async function presentOne(
    current: StreamView,
    expand: readonly StreamExpansion[],
  ): Promise<Stream> {
    const [stream] = await present([current], expand);
    if (!stream) throw notFound();
    return stream;
  }

  async function get(userId: number, id: number, expand: readonly StreamExpansion[]) {
    return presentOne(await view(userId, id), expand);
  }

  /** The user's streams as lists show them (streams, chats): demo streams only where the
   * user's brand allows demo access. */
  async function listedOfUser(userId: number): Promise<StreamView[]> {
    const now = ctx.clock.now();
    const owned = await streams.listOwned(userId, now);
    // Demo rows carry the learner's brand, which decides whether they are listed.
    const brand = owned.find((row) => row.demoBrand)?.demoBrand;
    const brandConfig = brand ? brandConfigOf(brand) : null;
    return owned.filter((row) => isStreamListed(row, brandConfig)).map((row) => viewOf(row, now));
  }

  return {
    view,
    get,

    /** What opens the courses of every stream of the user (of one course, when given), demo
     * ones included: each stream's course at the version read, its demo columns and its
     * status. */
    async accessOfUser(userId: number, courseId?: number) {
      const now = ctx.clock.now();
      return (await streams.accessOfUser(userId, now, courseId)).map((row) => ({
        ...row,
        status: statusOf(row, now).status,
      }));
    },

    /** GET /user-course-streams/{id}: with `fields`, only those. */
    async select(userId: number, id: number, { expand, fields }: Omit<ListQuery, 'ids'>) {
      return selectFields<Stream, StreamField>(await get(userId, id, expand), fields);
    },

    listedOfUser,

    /** Cached per learner and query variant, like the status answers; learningChanged drops a
     * learner's. */
    list(user: { id: number }, query: ListQuery) {
      const variant = [
        'list',
        [...query.expand].sort().join(','),
        [...query.fields].sort().join(','),
        query.ids?.join(',') ?? '',
      ].join('|');
      return ctx.cache.remember(
        learnerStreamsGroup(user.id),
        variant,
        STATUS_CACHE_MS,
        async () => {
          const views = (await listedOfUser(user.id)).filter(
            (view) => !query.ids || query.ids.includes(view.row.id),
          );
          const presented = await present(views, query.expand);
          return presented.map((stream) => selectFields<Stream, StreamField>(stream, query.fields));
        },
      );
    },

    /** Replaces the stream's filters with the given ones (the status answer shows none). */
    async setFilters(userId: number, id: number, filters: Record<string, string>) {
      const current = await view(userId, id);
      if (!(await streams.setFilters(userId, id, filters))) throw notFound();
      await learningChanged(ctx, { userId });
      // Only the filters changed: the stream is not read a second time.
      return presentOne({ ...current, row: { ...current.row, filters } }, []);
    },
  };
}
