import { MAX_PER_PAGE } from '@platform/contracts/pagination';
import { describe, expect, it } from 'vitest';
import { buildCourse, buildStream } from '../../test/factories/learning';
import { buildUser } from '../../test/factories/users';
import { suiteApp } from '../../test/helpers/suite-app';

const headersOf = (response: { headers: Record<string, unknown> }) => ({
  page: response.headers['x-pagination-current-page'],
  pageCount: response.headers['x-pagination-page-count'],
  perPage: response.headers['x-pagination-per-page'],
  total: response.headers['x-pagination-total-count'],
});

describe('pagination of every list', () => {
  const t = suiteApp();
  const { get } = t;

  async function learnerWithStreams(count: number) {
    const learner = await buildUser(t.ctx);
    const streams = [];
    for (let index = 0; index < count; index += 1) {
      const { course } = await buildCourse(t.ctx, { daysPerStage: 1 });
      streams.push(await buildStream(t.ctx, learner.user.id, course.id));
    }
    return { ...learner, streams };
  }

  it('a list the client reads whole answers it on one page, with the four headers', async () => {
    const { auth, streams } = await learnerWithStreams(3);
    const response = await get('/user-course-streams', auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(3);
    expect(headersOf(response)).toEqual({
      page: '1',
      pageCount: '1',
      perPage: String(MAX_PER_PAGE),
      total: '3',
    });
    const ids = streams.map((stream) => stream.id);
    const second = await get('/user-course-streams?page=2&per-page=2', auth);
    expect(headersOf(second)).toEqual({ page: '2', pageCount: '2', perPage: '2', total: '3' });
    const firstPage = (await get('/user-course-streams?per-page=2', auth)).json();
    const pages = [...firstPage, ...second.json()].map((stream: { id: number }) => stream.id);
    expect(pages.sort()).toEqual([...ids].sort());
    // perPage is the same parameter under the spec's other spelling; per-page wins.
    const alias = await get('/user-course-streams?perPage=1&page=3', auth);
    expect(headersOf(alias)).toEqual({ page: '3', pageCount: '3', perPage: '1', total: '3' });
    expect(alias.json()).toHaveLength(1);
    const both = await get('/user-course-streams?perPage=1&per-page=3', auth);
    expect(headersOf(both).perPage).toBe('3');
    // A page past the end is empty, not the last page.
    const past = await get('/user-course-streams?page=5&per-page=2', auth);
    expect(past.json()).toEqual([]);
    expect(headersOf(past)).toEqual({ page: '5', pageCount: '2', perPage: '2', total: '3' });
  });

  it('a page is cut after fields and filters, and an empty list has no pages', async () => {
    const { auth, streams } = await learnerWithStreams(2);
    const [first] = streams;
    const url = `/user-course-streams?filter[id][]=${first?.id}&fields=id&per-page=1`;
    const response = await get(url, auth);
    expect(response.json()).toEqual([{ id: first?.id }]);
    expect(headersOf(response)).toEqual({ page: '1', pageCount: '1', perPage: '1', total: '1' });
    const nobody = await buildUser(t.ctx);
    const empty = await get('/user-course-streams', nobody.auth);
    expect(headersOf(empty)).toEqual({
      page: '1',
      pageCount: '0',
      perPage: String(MAX_PER_PAGE),
      total: '0',
    });
  });

  it('lists of other areas answer the headers too (courses, stages, homework)', async () => {
    const learner = await buildUser(t.ctx);
    const { course } = await buildCourse(t.ctx, { stages: 3, daysPerStage: 1 });
    await buildStream(t.ctx, learner.user.id, course.id);
    for (const url of ['/courses', `/courses/${course.id}/stages`, '/homework']) {
      const response = await get(`${url}?per-page=1`, learner.auth);
      expect(response.statusCode, url).toBe(200);
      expect(headersOf(response).perPage, url).toBe('1');
      expect(headersOf(response).page, url).toBe('1');
    }
    const stages = await get(`/courses/${course.id}/stages?page=2&per-page=2`, learner.auth);
    expect(headersOf(stages)).toEqual({ page: '2', pageCount: '2', perPage: '2', total: '3' });
    expect(stages.json()).toHaveLength(1);
  });

  it.each([
    ['per-page=0', 'per-page', 'At least 1'],
    [`per-page=${MAX_PER_PAGE + 1}`, 'per-page', `At most ${MAX_PER_PAGE}`],
    [`perPage=${MAX_PER_PAGE + 1}`, 'perPage', `At most ${MAX_PER_PAGE}`],
    ['page=0', 'page', 'At least 1'],
    ['page=-3', 'page', 'At least 1'],
    ['page=abc', 'page', 'Wrong type of value'],
    ['per-page=1.5', 'per-page', 'Wrong type of value'],
  ])('%s answers 422 with a translated message on the field', async (query, field, message) => {
    const { auth } = await buildUser(t.ctx);
    const response = await get(`/user-course-streams?${query}&lang=en`, auth);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ [field]: [message] });
    const russian = await get(`/support-category?${query}`, {});
    expect(russian.statusCode).toBe(422);
    expect(Object.keys(russian.json().errors)).toEqual([field]);
  });
});
