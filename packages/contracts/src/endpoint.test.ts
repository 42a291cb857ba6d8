import { describe, expect, it } from 'vitest';
import { endpoint, pathOf } from './endpoint';

const thread = endpoint<{ answer: never }>()({
  method: 'GET',
  path: '/user-course-streams/:streamId/user-homework/:statusId',
});

describe('endpoint', () => {
  it('defaults to a v1 JSON call answering 200 with no rule answers', () => {
    expect(thread).toEqual({
      method: 'GET',
      path: '/user-course-streams/:streamId/user-homework/:statusId',
      version: 'v1',
      status: 200,
      encoding: 'json',
      rules: [],
    });
  });

  it('fills the path parameters in, encoded', () => {
    expect(pathOf(thread, { streamId: 7, statusId: 'a/b c' })).toBe(
      '/user-course-streams/7/user-homework/a%2Fb%20c',
    );
  });

  it('refuses a path with a parameter left out', () => {
    expect(() => pathOf(thread, { streamId: 7 })).toThrow(/no statusId/);
  });
});
