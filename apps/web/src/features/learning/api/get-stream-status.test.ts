import { STATUS_CACHE_MS } from '@platform/domain/constants/learning';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/factories';
import { fakeApi } from '../../../test/fake-api';
import { buildStatus, buildStream, NOW, runEachTestAtNow } from '../../../test/learning-fixtures';
import { streamStatusQuery } from './get-stream-status';

const STATUS = 'GET /user-course-streams/5/status';
const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

runEachTestAtNow();

describe('stream status cache', () => {
  it('reuses a fetched status for the spec’s 300000 ms, then asks again', async () => {
    const api = fakeApi({ [STATUS]: () => jsonResponse(buildStatus(buildStream({ id: 5 }))) });
    const queries = client();
    await queries.fetchQuery(streamStatusQuery(5));
    vi.setSystemTime(NOW + STATUS_CACHE_MS - 1);
    await queries.fetchQuery(streamStatusQuery(5));
    expect(api.requests().filter((request) => request === STATUS)).toHaveLength(1);
    vi.setSystemTime(NOW + STATUS_CACHE_MS + 1);
    await queries.fetchQuery(streamStatusQuery(5));
    expect(api.requests().filter((request) => request === STATUS)).toHaveLength(2);
  });

  it('keeps no failed fetch: the failure reaches the caller and the next use asks again', async () => {
    let answers = 0;
    fakeApi({
      [STATUS]: () => {
        answers += 1;
        return answers === 1
          ? jsonResponse({ message: 'Сервис недоступен' }, { status: 503 })
          : jsonResponse(buildStatus(buildStream({ id: 5 })));
      },
    });
    const queries = client();
    await expect(queries.fetchQuery(streamStatusQuery(5))).rejects.toThrow();
    await expect(queries.fetchQuery(streamStatusQuery(5))).resolves.toMatchObject({ id: 5 });
    expect(answers).toBe(2);
  });
});
