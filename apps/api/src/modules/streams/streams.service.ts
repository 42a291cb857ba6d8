import type { STREAM_EXPANSIONS, STREAM_FIELDS, Stream } from '@platform/contracts/streams';
import { areDemoStreamsListed } from '@platform/domain/demo-access';
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
import { coursesRepository } from '../courses/courses.repository';
import { mediaLinks } from '../media/media-links';
import { presentStream } from './streams.presenter';
import { type FreezeRow, type StreamRow, streamsRepository } from './streams.repository';

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

export const asDomainFreeze = (row: FreezeRow): StreamFreeze => ({
  status: row.status as StreamFreeze['status'],
  startDate: row.startDate.getTime(),
  endDate: row.endDate.getTime(),
});

/** The freeze of these that is in effect at `at`, if any. */
export const freezeInEffect = (freezes: readonly FreezeRow[], at: number) =>
  freezes.find((freeze) => isFreezeInEffect(asDomainFreeze(freeze), at));

function viewOf(row: StreamRow, freezes: FreezeRow[], now: Date): StreamView {
  const at = now.getTime();
  const freeze = freezeInEffect(freezes, at) ?? freezes[0] ?? null;
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
  return {
    row,
    now,
    freezes,
    freeze,
    status,
    progress: streamProgress(row.daysCount, row.completeDaysCount),
  };
}

/** The cache group of a stream's status answers. */
export const streamStatusCacheGroup = (streamId: number) => `stream-status:${streamId}`;

/** Forgets the cached status answers of a stream; every write that changes them calls it
 * (day start and finish, statistics, freezes, homework). */
export function invalidateStreamStatus(ctx: AppContext, streamId: number): Promise<void> {
  return ctx.cache.drop(streamStatusCacheGroup(streamId));
}

export interface ListQuery {
  expand: readonly StreamExpansion[];
  fields: readonly StreamField[];
  ids?: readonly number[];
}

/** The learner's streams: listing, one stream, filters; the views other stream services use. */
export function streamsService(ctx: AppContext) {
  const streams = streamsRepository(ctx.db);
  const courses = coursesRepository(ctx.db);

  /** Views of the user's rows, their freezes read in one query for all. */
  async function viewsOf(userId: number, rows: StreamRow[], now: Date): Promise<StreamView[]> {
    const freezes = await streams.freezesOf(
      userId,
      rows.map((row) => row.id),
    );
    return rows.map((row) =>
      viewOf(
        row,
        freezes.filter((freeze) => freeze.streamId === row.id),
        now,
      ),
    );
  }

  /** One query for the courses of all the views, when expanded. */
  async function present(views: StreamView[], expand: readonly StreamExpansion[]) {
    const courseRows = expand.includes('course')
      ? await courses.byIds([...new Set(views.map((view) => view.row.courseId))])
      : [];
    return views.map((view) => {
      const course = courseRows.find((row) => row.id === view.row.courseId);
      return presentStream(view, {
        course: course && presentCourse(course, mediaLinks(ctx)),
        chatStatus: expand.includes('chatStatus'),
      });
    });
  }

  /** A stream of the user; someone else's is not found. */
  async function view(userId: number, id: number): Promise<StreamView> {
    const now = ctx.clock.now();
    const row = await streams.findOwned(userId, id, now);
    if (!row) throw notFound();
    const [only] = await viewsOf(userId, [row], now);
    if (!only) throw notFound();
    return only;
  }

  async function presentOne(current: StreamView, expand: readonly StreamExpansion[]) {
    const [stream] = await present([current], expand);
    if (!stream) throw notFound();
    return stream;
  }

  async function get(userId: number, id: number, expand: readonly StreamExpansion[]) {
    return presentOne(await view(userId, id), expand);
  }

  return {
    view,
    get,

    /** Every stream of the user, demo ones included: what opens their courses' content. */
    async ofUser(userId: number): Promise<StreamView[]> {
      const now = ctx.clock.now();
      return viewsOf(userId, await streams.listOwned(userId, now, { includeDemo: true }), now);
    },

    /** GET /user-course-streams/{id}: with `fields`, only those. */
    async select(userId: number, id: number, { expand, fields }: Omit<ListQuery, 'ids'>) {
      return selectFields<Stream, StreamField>(await get(userId, id, expand), fields);
    },

    /** Demo streams are listed only where the user's brand allows demo access. */
    async list(user: { id: number; brandId: number }, query: ListQuery) {
      const now = ctx.clock.now();
      const brand = await streams.brand(user.brandId);
      const includeDemo = areDemoStreamsListed(brand ? brandConfigOf(brand) : null);
      const rows = await streams.listOwned(user.id, now, { ids: query.ids, includeDemo });
      const presented = await present(await viewsOf(user.id, rows, now), query.expand);
      return presented.map((stream) => selectFields<Stream, StreamField>(stream, query.fields));
    },

    /** Replaces the stream's filters with the given ones (the status answer shows none). */
    async setFilters(userId: number, id: number, filters: Record<string, string>) {
      const current = await view(userId, id);
      if (!(await streams.setFilters(userId, id, filters))) throw notFound();
      // Only the filters changed: the stream is not read a second time.
      return presentOne({ ...current, row: { ...current.row, filters } }, []);
    },
  };
}
