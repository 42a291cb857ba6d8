import { API_BASE } from '@platform/contracts/endpoint';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignCourses } from '../../test/factories/homework';
import { buildCourse, buildStream } from '../../test/factories/learning';
import { buildUser } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { coursesRoutes } from '../modules/courses/courses.routes';
import { expertHomeworkRoutes, homeworkRoutes } from '../modules/homework/homework.routes';
import { mediaLinks } from '../modules/media/media-links';
import { streamsRoutes } from '../modules/streams/streams.routes';

/**
 * Bad input and someone else's data on every route of the learning modules (courses, streams,
 * homework, media): always a 4xx in the JSON error shape, never a 500 or a stack trace.
 */

const DAY_S = 24 * 60 * 60;

/** What a route's path parameters and body refer to, filled in once the data exists. */
interface Refs {
  course: number;
  stage: number;
  day: number;
  stream: number;
  dayStatus: number;
  /** Not sent yet. */
  homeworkStatus: number;
  /** Sent, on checking. */
  reviewStatus: number;
  lessonSetLesson: number;
  /** seconds */
  tomorrow: number;
  /** seconds */
  inAWeek: number;
}
type Ref = keyof Refs;
/** A body value '@day' stands for refs.day. */
type BodyTemplate = Record<string, unknown>;
type QueryParam =
  | 'expand'
  | 'fields'
  | 'request-all'
  | 'filter[id][]'
  | 'status'
  | 'page'
  | 'per-page';

interface Route {
  method: 'GET' | 'POST';
  /** With `:name` placeholders, each described in `params`. */
  path: string;
  /** Each path parameter: what it refers to and the spec's required-id text. */
  params?: Record<string, [Ref, string]>;
  query?: QueryParam[];
  /** A valid body. */
  body?: BodyTemplate;
  /** Reviewing is the brand's experts' business; everything else is the learner's. */
  expert?: true;
}

const COURSE_ID: [Ref, string] = ['course', 'courseId must be set'];
const STAGE_ID: [Ref, string] = ['stage', 'stageId must be set'];
const STREAM_ID: [Ref, string] = ['stream', 'streamId must be set'];
const HOMEWORK_STREAM_ID: [Ref, string] = ['stream', 'StreamId must be set'];
const HOMEWORK_STATUS_ID: [Ref, string] = ['homeworkStatus', 'UserHomeworkStatusId must be set'];
const REVIEW_STATUS_ID: [Ref, string] = ['reviewStatus', 'UserHomeworkStatusId must be set'];

const ROUTES: Route[] = [
  { method: 'GET', path: '/courses', query: ['expand'] },
  { method: 'GET', path: '/courses/versions' },
  {
    method: 'GET',
    path: '/courses/:id',
    params: { id: ['course', 'Id must be set'] },
    query: ['expand', 'fields'],
  },
  {
    method: 'GET',
    path: '/courses/:courseId/stages',
    params: { courseId: COURSE_ID },
    query: ['expand'],
  },
  {
    method: 'GET',
    path: '/courses/:courseId/stages/:stageId/days',
    params: { courseId: COURSE_ID, stageId: STAGE_ID },
    query: ['expand'],
  },
  {
    method: 'GET',
    path: '/courses/:courseId/stages/:stageId/days/:dayId',
    params: { courseId: COURSE_ID, stageId: STAGE_ID, dayId: ['day', 'dayId must be set'] },
  },
  { method: 'GET', path: '/user-course-streams', query: ['expand', 'fields', 'filter[id][]'] },
  // No parameters and no body: what it makes is decided by the learner's brand.
  { method: 'POST', path: '/user-course-streams/demo' },
  {
    method: 'GET',
    path: '/user-course-streams/:id',
    params: { id: STREAM_ID },
    query: ['expand'],
  },
  {
    method: 'GET',
    path: '/user-course-streams/:id/status',
    params: { id: STREAM_ID },
    query: ['expand', 'fields', 'request-all'],
  },
  {
    method: 'POST',
    path: '/user-course-streams/:streamId/freeze/create',
    params: { streamId: STREAM_ID },
    body: { start_date: '@tomorrow', end_date: '@inAWeek' },
  },
  {
    method: 'GET',
    path: '/user-course-streams/:streamId/freeze/cancel',
    params: { streamId: STREAM_ID },
    // The rightful caller's call comes after freeze/create's and cancels the planned freeze.
  },
  {
    method: 'POST',
    path: '/user-course-streams/:streamId/filters',
    params: { streamId: STREAM_ID },
    body: { filters: { level: 'easy' } },
  },
  {
    method: 'POST',
    path: '/user-course-streams/:streamId/user-day-status/:dayId/start',
    params: { streamId: STREAM_ID, dayId: ['day', 'dayId must be set'] },
  },
  {
    method: 'POST',
    path: '/user-course-streams/:streamId/user-day-status/:dayId/finish',
    params: { streamId: STREAM_ID, dayId: ['day', 'dayId must be set'] },
  },
  {
    method: 'GET',
    path: '/user-course-streams/:streamId/user-day-status/:id/progress',
    params: { streamId: STREAM_ID, id: ['dayStatus', 'Id must be set'] },
  },
  {
    method: 'POST',
    path: '/save-lesson-stat',
    body: {
      stage_day_id: '@day',
      user_course_stream_id: '@stream',
      stage_day_lesson_set_lesson_id: '@lessonSetLesson',
      day_status: '@dayStatus',
      viewed_seconds: 10,
      play_count: 1,
    },
  },
  {
    method: 'GET',
    path: '/user-course-streams/:id/user-homework',
    params: { id: HOMEWORK_STREAM_ID },
    query: ['expand'],
  },
  { method: 'GET', path: '/homework', query: ['expand'] },
  {
    method: 'GET',
    path: '/user-course-streams/:streamId/user-homework/:statusId',
    params: { streamId: HOMEWORK_STREAM_ID, statusId: HOMEWORK_STATUS_ID },
  },
  {
    method: 'POST',
    path: '/user-course-streams/:streamId/user-homework/:statusId',
    params: { streamId: HOMEWORK_STREAM_ID, statusId: HOMEWORK_STATUS_ID },
    body: { message: 'Готово' },
  },
  {
    method: 'GET',
    path: '/expert/user-homework',
    query: ['status', 'page', 'per-page'],
    expert: true,
  },
  {
    method: 'GET',
    path: '/expert/user-homework/:statusId',
    params: { statusId: REVIEW_STATUS_ID },
    expert: true,
  },
  {
    method: 'POST',
    path: '/expert/user-homework/:statusId/review',
    params: { statusId: REVIEW_STATUS_ID },
    body: { status: 'DONE', comment: 'Хорошо' },
    expert: true,
  },
];

const label = (route: Route) => `${route.method} ${route.path}`;
const byPath = (method: Route['method'], path: string) => {
  const route = ROUTES.find((item) => item.method === method && item.path === path);
  if (!route) throw new Error(`no route ${method} ${path}`);
  return route;
};
const paramsOf = (route: Route) => Object.entries(route.params ?? {});
const bodyRefs = (route: Route) =>
  Object.values(route.body ?? {})
    .filter((value): value is string => typeof value === 'string' && value.startsWith('@'))
    .map((value) => value.slice(1) as Ref);
/** Routes that reach a learner's own data by ids, in the path or in the body. */
const TARGETED = ROUTES.filter((route) => paramsOf(route).length || bodyRefs(route).length);
/** The stream's own data below it: reaching the owner's through one's own stream must fail. */
const STREAM_CHILDREN: Ref[] = [
  'day',
  'dayStatus',
  'homeworkStatus',
  'reviewStatus',
  'lessonSetLesson',
];
const CROSS_STREAM = TARGETED.filter((route) => {
  const refs = [...paramsOf(route).map(([, [ref]]) => ref), ...bodyRefs(route)];
  return refs.includes('stream') && refs.some((ref) => STREAM_CHILDREN.includes(ref));
});
const BODIED = ROUTES.filter((route) => route.method === 'POST');
const SCHEMA_BODIED = ROUTES.filter((route) => route.body);

/** Malformed ids and what they answer: the id's required text, or not found. */
const BAD_IDS = ['abc', '0', '-1', '1.5', '99999999999'];
const ID_CASES = TARGETED.flatMap((route) =>
  paramsOf(route).flatMap(([name, [, text]]) => [
    ...BAD_IDS.map((value) => ({ route, name, value, status: 422, text })),
    // int4's largest value is a well-formed id that nobody has.
    { route, name, value: '2147483647', status: 404, text: undefined },
    // Not valid percent-encoding: refused by the router, before any route.
    { route, name, value: '%ZZ', status: 400, text: undefined },
  ]),
);
/** An id left empty in the middle of a path (a trailing one names the list route instead). */
const EMPTY_SEGMENT_CASES = TARGETED.flatMap((route) =>
  paramsOf(route)
    .filter(([name]) => !route.path.endsWith(`:${name}`))
    .map(([name]) => ({ route, name })),
);

const HUGE = 'x'.repeat(100_000);
const LONG_KEY = 'k'.repeat(65);
/** PostgreSQL text and jsonb cannot hold U+0000. */
const NUL = 'a\u0000b';
/** Past the last instant a JavaScript Date can hold (8.64e15 ms). */
const BEYOND_DATES = 9_000_000_000_000;
/** Per body route: a change to its valid body, and the field reported (with its text). */
const BAD_BODIES: Record<string, [string, BodyTemplate, string, string?][]> = {
  'POST /user-course-streams/:streamId/freeze/create': [
    ['a string for a date', { start_date: 'tomorrow' }, 'start_date'],
    ['a boolean for a date', { end_date: true }, 'end_date'],
    ['a huge string', { start_date: HUGE }, 'start_date'],
    ['a negative date', { start_date: -DAY_S }, 'start_date'],
    ['a fractional date', { end_date: 1.5 }, 'end_date'],
    // Dates past the last one are no dates: the end is not after the start.
    [
      'dates past the last one',
      { start_date: BEYOND_DATES, end_date: BEYOND_DATES + DAY_S },
      'end_date',
    ],
    ['an array for a date', { end_date: [1, 2] }, 'end_date'],
    ['no date', { start_date: undefined }, 'start_date'],
    ['an unknown field', { user_id: 1 }, 'user_id'],
  ],
  'POST /user-course-streams/:streamId/filters': [
    ['a string for the filters', { filters: 'level=easy' }, 'filters'],
    ['an array for the filters', { filters: ['easy'] }, 'filters'],
    ['a number for a value', { filters: { level: 5 } }, 'filters.level'],
    ['a negative number for a value', { filters: { level: -1 } }, 'filters.level'],
    ['a huge value', { filters: { level: HUGE } }, 'filters.level'],
    ['a key over 64 characters', { filters: { [LONG_KEY]: 'easy' } }, `filters.${LONG_KEY}`],
    ['a NUL character', { filters: { level: NUL } }, 'filters.level'],
    [
      'more filters than a stream keeps',
      { filters: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`f${i}`, 'x'])) },
      'filters',
    ],
    ['an unknown field', { streamId: 1 }, 'streamId'],
  ],
  'POST /save-lesson-stat': [
    ['a word for a day id', { stage_day_id: 'abc' }, 'stage_day_id', 'dayId must be set'],
    [
      'a zero stream id',
      { user_course_stream_id: 0 },
      'user_course_stream_id',
      'streamId must be set',
    ],
    [
      'a negative lesson id',
      { stage_day_lesson_set_lesson_id: -1 },
      'stage_day_lesson_set_lesson_id',
      'Id must be set',
    ],
    ['a fractional day status', { day_status: 1.5 }, 'day_status', 'Id must be set'],
    ['a day status over int4', { day_status: 99999999999 }, 'day_status', 'Id must be set'],
    [
      'a huge numeric string',
      { stage_day_id: '9'.repeat(1000) },
      'stage_day_id',
      'dayId must be set',
    ],
    [
      'an object for an id',
      { user_course_stream_id: {} },
      'user_course_stream_id',
      'streamId must be set',
    ],
    ['a boolean for an id', { day_status: true }, 'day_status', 'Id must be set'],
    ['a list for an id', { stage_day_id: [5] }, 'stage_day_id', 'dayId must be set'],
    ['an exponent for an id', { stage_day_id: '1e3' }, 'stage_day_id', 'dayId must be set'],
    ['negative seconds', { viewed_seconds: -1 }, 'viewed_seconds'],
    ['more seconds than a day', { viewed_seconds: 86_401 }, 'viewed_seconds'],
    ['a string for a count', { play_count: 'twice' }, 'play_count'],
    ['a negative count', { play_count: -1 }, 'play_count'],
    ['an unknown field', { user_id: 1 }, 'user_id'],
  ],
  'POST /user-course-streams/:streamId/user-homework/:statusId': [
    ['a number for the message', { message: 5 }, 'message'],
    ['an array for the message', { message: ['Готово'] }, 'message'],
    ['a huge message', { message: HUGE }, 'message'],
    ['a NUL character in the message', { message: NUL }, 'message'],
    ['a NUL character in the exercise', { exercise: NUL }, 'exercise'],
    ['a NUL character in the key', { idempotency_key: `key-${NUL}-key` }, 'idempotency_key'],
    ['an object for the exercise', { exercise: {} }, 'exercise'],
    ['a string for the files', { file_ids: 'abc' }, 'file_ids'],
    ['a negative file id', { file_ids: [-1] }, 'file_ids.0', 'Id must be set'],
    ['too many files', { file_ids: Array.from({ length: 11 }, (_, i) => i + 1) }, 'file_ids'],
    ['a short idempotency key', { idempotency_key: 'short' }, 'idempotency_key'],
    ['an unknown field', { status: 'DONE' }, 'status'],
  ],
  'POST /expert/user-homework/:statusId/review': [
    ['an unknown status', { status: 'MAYBE' }, 'status'],
    ['a negative number for the status', { status: -1 }, 'status'],
    ['a blank comment', { comment: '   ' }, 'comment'],
    ['a huge comment', { comment: HUGE }, 'comment'],
    ['a NUL character', { comment: NUL }, 'comment'],
    ['an array for the comment', { comment: ['Хорошо'] }, 'comment'],
    ['an unknown field', { scores: 5 }, 'scores'],
  ],
};
const BAD_BODY_CASES = SCHEMA_BODIED.flatMap((route) =>
  (BAD_BODIES[label(route)] ?? []).map(([what, patch, field, text]) => ({
    route,
    what,
    patch,
    field,
    text,
  })),
);

/** Raw bodies every POST route refuses, whatever its schema. */
const RAW_BODIES: [string, string, string, number][] = [
  ['malformed JSON', 'application/json', '{"start_date":', 400],
  ['an empty JSON body', 'application/json', '', 400],
  ['XML', 'application/xml', '<freeze start_date="1"/>', 415],
  [
    'a 2 MB JSON string',
    'application/json',
    JSON.stringify({ value: 'x'.repeat(2 * 1024 * 1024) }),
    413,
  ],
];
const RAW_BODY_CASES = BODIED.flatMap((route) =>
  RAW_BODIES.map(([what, type, payload, status]) => ({ route, what, type, payload, status })),
);

/** `name=...` values of a comma list: unknown names are ignored, abuse is refused (a NUL
 * anywhere in the query by the input guards). */
const listJunk = (name: string): [string, number][] => [
  [`${name}=__proto__,constructor,toString,%E2%80%AE`, 200],
  [`${name}=id,%00`, 422],
  [`${name}=${'x'.repeat(501)}`, 422],
  [`${name}=id&${name}=progress`, 422],
  [`${name}[]=id`, 200],
];
const QUERY_JUNK: Record<QueryParam, [string, number][]> = {
  expand: listJunk('expand'),
  fields: listJunk('fields'),
  'request-all': [
    ['request-all=maybe', 422],
    ['request-all=1&request-all=0', 422],
  ],
  'filter[id][]': [
    ...BAD_IDS.map((value): [string, number] => [`filter[id][]=${value}`, 422]),
    ['filter[id][]=', 422],
    [Array.from({ length: 101 }, (_, i) => `filter[id][]=${i + 1}`).join('&'), 422],
    ['filter%5Bid%5D%5B%5D=abc', 422],
  ],
  status: [
    ['status=junk', 422],
    ['status=', 422],
  ],
  page: [
    ['page=0', 422],
    ['page=abc', 422],
    ['page=99999999999', 422],
  ],
  'per-page': [
    ['per-page=1000', 422],
    ['per-page=-1', 422],
  ],
};
const QUERY_CASES = ROUTES.flatMap((route) =>
  (route.query ?? []).flatMap((name) =>
    QUERY_JUNK[name].map(([query, status]) => ({ route, name, query, status })),
  ),
);

/** A stack trace's marks: the key, or a source location. */
const STACK_TRACE = /"stack"|\.[cm]?[jt]sx?:\d+:\d+|node:internal/;

function expectErrorBody(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json();
  expect(body).toMatchObject({ code: expect.any(String), message: expect.any(String), status });
  expect(body).not.toHaveProperty('stack');
  expect(response.body).not.toMatch(STACK_TRACE);
  return body;
}

describe('bad input and foreign data on the learning routes', () => {
  let t: TestApp;
  /** The learner's data, someone else's, and the learner's stream with someone else's data. */
  let owner: Refs;
  let stranger: Refs;
  let tokens: { learner: string; intruder: string; brandExpert: string; otherExpert: string };

  beforeAll(async () => {
    t = await createTestApp();
    const learner = await buildUser(t.ctx);
    const intruder = await buildUser(t.ctx);
    const brandExpert = await buildUser(t.ctx, { brandId: learner.user.brandId, isExpert: true });
    const otherExpert = await buildUser(t.ctx, { isExpert: true });
    tokens = {
      learner: learner.token,
      intruder: intruder.token,
      brandExpert: brandExpert.token,
      otherExpert: otherExpert.token,
    };
    const nowS = Math.floor(t.clock.now().getTime() / 1000);
    const times = { tomorrow: nowS + DAY_S, inAWeek: nowS + 7 * DAY_S };

    // Two homeworks of kind message: the stage's and day 1's.
    const built = await buildCourse(t.ctx, { homeworkKinds: ['message'], stageHomework: true });
    const stream = await buildStream(t.ctx, learner.user.id, built.course.id);
    await assignCourses(t.ctx, brandExpert.user.id, [built.course.id]);
    const [stage, day, lessonSetLesson] = [
      built.stages[0],
      built.days[0],
      built.lessonSetLessons[0],
    ];
    if (!stage || !day || !lessonSetLesson) throw new Error('course content missing');
    const base = `/spa/api/v1/user-course-streams/${stream.id}`;
    const started = await t.app.inject({
      method: 'POST',
      url: `${base}/user-day-status/${day.id}/start`,
      headers: learner.auth,
    });
    const homework = await t.app.inject({ url: `${base}/user-homework`, headers: learner.auth });
    const [homeworkStatus, reviewStatus] = homework.json().map(({ id }: { id: number }) => id);
    // On checking, so that only the reviewer's brand can explain a refused review.
    const submitted = await t.app.inject({
      method: 'POST',
      url: `${base}/user-homework/${reviewStatus}`,
      headers: learner.auth,
      payload: { message: 'Готово' },
    });
    expect([started.statusCode, submitted.statusCode]).toEqual([200, 200]);
    owner = {
      course: built.course.id,
      stage: stage.id,
      day: day.id,
      stream: stream.id,
      dayStatus: started.json().id,
      homeworkStatus,
      reviewStatus,
      lessonSetLesson: lessonSetLesson.id,
      ...times,
    };

    const otherCourse = await buildCourse(t.ctx);
    const otherStream = await buildStream(t.ctx, intruder.user.id, otherCourse.course.id);
    stranger = { ...owner, stream: otherStream.id };
  });
  afterAll(() => t.close());

  const tokenOf = (route: Route, rightful: boolean) =>
    route.expert
      ? rightful
        ? tokens.brandExpert
        : tokens.otherExpert
      : rightful
        ? tokens.learner
        : tokens.intruder;

  const urlOf = (route: Route, refs: Refs, override: Record<string, string> = {}, query = '') => {
    const path = route.path.replace(/:(\w+)/g, (_, name: string) => {
      const param = route.params?.[name];
      if (!param) throw new Error(`${name} is not described in ${route.path}`);
      return override[name] ?? String(refs[param[0]]);
    });
    return `/spa/api/v1${path}?lang=en${query ? `&${query}` : ''}`;
  };

  const bodyOf = (route: Route, refs: Refs, patch: BodyTemplate = {}) =>
    Object.fromEntries(
      Object.entries({ ...route.body, ...patch })
        .filter(([, value]) => value !== undefined)
        .map(([key, value]) => [
          key,
          typeof value === 'string' && value.startsWith('@') ? refs[value.slice(1) as Ref] : value,
        ]),
    );

  function call(
    route: Route,
    options: { token?: string; refs?: Refs; params?: Record<string, string>; query?: string } = {},
    body?: { payload: string | object; type?: string },
  ) {
    const { token = tokenOf(route, true), refs = owner, params, query } = options;
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (body?.type) headers['content-type'] = body.type;
    return t.app.inject({
      method: route.method,
      url: urlOf(route, refs, params, query),
      headers: token ? headers : {},
      payload: body?.payload ?? (route.body ? bodyOf(route, refs) : undefined),
    });
  }

  it('the table holds every route of the learning modules', async () => {
    const registered: string[] = [];
    const probe = Fastify();
    probe.setValidatorCompiler(validatorCompiler);
    probe.setSerializerCompiler(serializerCompiler);
    probe.decorate('ctx', t.ctx);
    probe.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') registered.push(`${method} ${route.url.slice(API_BASE.v1.length)}`);
      }
    });
    // Under the v1 base, as the contracts' routes must be.
    await probe.register(
      async (v1) => {
        await v1.register(coursesRoutes);
        await v1.register(streamsRoutes);
        await v1.register(homeworkRoutes);
        await v1.register(expertHomeworkRoutes, { prefix: '/expert' });
      },
      { prefix: API_BASE.v1 },
    );
    await probe.ready();
    await probe.close();
    expect(registered.sort()).toEqual(ROUTES.map(label).sort());
  });

  describe('ids in the path', () => {
    it.each(ID_CASES.map((item) => [label(item.route), item.name, item.value, item.status, item]))(
      '%s with %s=%s answers %i',
      async (_, name, value, status, { route, text }) => {
        const body = expectErrorBody(await call(route, { params: { [name]: value } }), status);
        if (text) expect(body.errors).toEqual({ [name]: [text] });
        else expect(body.code).toBe(status === 404 ? 'not_found' : 'bad_request');
      },
    );

    it.each(EMPTY_SEGMENT_CASES.map((item) => [label(item.route), item.name, item.route]))(
      '%s with an empty %s answers 422',
      async (_, name, route) => {
        const body = expectErrorBody(await call(route, { params: { [name]: '' } }), 422);
        expect(body.errors).toEqual({ [name]: [route.params?.[name]?.[1]] });
      },
    );
  });

  describe('bodies', () => {
    it.each(BAD_BODY_CASES.map((item) => [label(item.route), item.what, item]))(
      '%s refuses %s with 422',
      async (_, __, { route, patch, field, text }) => {
        const body = expectErrorBody(
          await call(route, {}, { payload: bodyOf(route, owner, patch) }),
          422,
        );
        expect(Object.keys(body.errors)).toEqual([field]);
        if (text) expect(body.errors[field]).toEqual([text]);
      },
    );

    it.each(SCHEMA_BODIED.map((route) => [label(route), route]))(
      '%s refuses an array where the body object is expected',
      async (_, route) => {
        const body = expectErrorBody(
          await call(
            route,
            {},
            { payload: JSON.stringify([bodyOf(route, owner)]), type: 'application/json' },
          ),
          422,
        );
        expect(body.errors).toEqual({ body: ['Wrong type of value'] });
      },
    );

    it.each(RAW_BODY_CASES.map((item) => [label(item.route), item.what, item.status, item]))(
      '%s refuses %s with %i',
      async (_, __, status, { route, type, payload }) => {
        expectErrorBody(await call(route, {}, { payload, type }), status);
      },
    );
  });

  describe('query parameters', () => {
    it.each(
      QUERY_CASES.map((item) => [label(item.route), item.query.slice(0, 60), item.status, item]),
    )('%s?%s answers %i', async (_, __, status, { route, name, query }) => {
      const response = await call(route, { query });
      if (status === 200) {
        expect(response.statusCode, response.body).toBe(200);
        return;
      }
      const body = expectErrorBody(response, status);
      expect(Object.keys(body.errors).every((key) => key.startsWith(name))).toBe(true);
    });
  });

  describe('sign-in', () => {
    it.each(ROUTES.map((route) => [label(route), route]))(
      '%s answers 401 without a token or with a dead one',
      async (_, route) => {
        for (const token of ['', 'not-a-session']) {
          const body = expectErrorBody(await call(route, { token }), 401);
          expect(body.code).toBe('unauthorized');
        }
      },
    );
  });

  describe("someone else's data", () => {
    it.each(TARGETED.map((route) => [label(route), route]))(
      "%s answers 404 on someone else's data",
      async (_, route) => {
        const body = expectErrorBody(await call(route, { token: tokenOf(route, false) }), 404);
        expect(body.code).toBe('not_found');
      },
    );

    it.each(CROSS_STREAM.map((route) => [label(route), route]))(
      "%s answers 404 on someone else's data through one's own stream",
      async (_, route) => {
        const response = await call(route, { token: tokens.intruder, refs: stranger });
        expect(expectErrorBody(response, 404).code).toBe('not_found');
      },
    );

    it('the filter of the stream list does not reach them', async () => {
      const route = byPath('GET', '/user-course-streams');
      const query = `filter[id][]=${owner.stream}&fields=id,progress`;
      const response = await call(route, { token: tokens.intruder, query });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    });

    it('leaves them untouched', async () => {
      const route = byPath('GET', '/user-course-streams/:id');
      const stream = (await call(route)).json();
      expect(stream).toMatchObject({ filters: {}, userCourseStreamFreeze: null });
    });

    // The same calls by the rightful caller succeed: the 404s above are about ownership alone.
    it.each(TARGETED.map((route) => [label(route), route]))(
      '%s answers the rightful caller 200',
      async (_, route) => {
        const response = await call(route);
        expect(response.statusCode, response.body).toBe(200);
      },
    );
  });

  describe('media', () => {
    it.each([
      ['/media/', '', 404],
      ['/media/%', '', 400],
      ['/media/%ZZ', '', 400],
      ['/media/demo-1/%00', '', 400],
      ['/media/demo-1/video.mp4%00.vtt', '', 400],
      [`/media/${'a'.repeat(5000)}`, '', 404],
      ['/media/demo-1/video.mp4', 'bytes=999999999-', 416],
      ['/media/demo-1/ru.vtt', 'bytes=abc', 416],
      ['/media/demo-1/ru.vtt', 'bytes=5-1', 416],
    ])('%s (range %s) answers %i', async (url, range, status) => {
      // Ranges are read on files a grant reaches (modules/media): those paths are signed.
      const target = range ? mediaLinks(t.ctx).video(url) : url;
      const response = await t.app.inject({ url: target, headers: range ? { range } : {} });
      expectErrorBody(response, status);
    });

    it('a range in another unit is ignored: the whole file', async () => {
      const response = await t.app.inject({
        url: mediaLinks(t.ctx).video('/media/demo-1/ru.vtt'),
        headers: { range: 'items=0-1' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toMatch(/^WEBVTT/);
    });
  });
});
