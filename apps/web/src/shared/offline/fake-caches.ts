import { vi } from 'vitest';

type Stored = { body: ArrayBuffer; headers: [string, string][] };

/**
 * An in-memory CacheStorage for tests: what a Cache needs here (open, keys, match, put,
 * delete). `quotaBytes` makes a put past it fail as a full device does (QuotaExceededError).
 */
export function fakeCaches({ quotaBytes = Number.POSITIVE_INFINITY } = {}) {
  const stores = new Map<string, Map<string, Stored>>();
  const used = () =>
    [...stores.values()]
      .flatMap((store) => [...store.values()])
      .reduce((sum, item) => sum + item.body.byteLength, 0);
  const keyOf = (request: RequestInfo | URL) =>
    new URL(
      typeof request === 'string' || request instanceof URL ? request : request.url,
      window.location.origin,
    ).href;

  const cacheOf = (store: Map<string, Stored>) => ({
    async put(request: RequestInfo | URL, response: Response) {
      const body = await response.arrayBuffer();
      if (used() + body.byteLength > quotaBytes) {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      store.set(keyOf(request), { body, headers: [...response.headers.entries()] });
    },
    async match(request: RequestInfo | URL) {
      const item = store.get(keyOf(request));
      return item ? new Response(item.body.slice(0), { headers: item.headers }) : undefined;
    },
    async delete(request: RequestInfo | URL) {
      return store.delete(keyOf(request));
    },
    async keys() {
      return [...store.keys()].map((url) => new Request(url));
    },
  });

  const storage = {
    async open(name: string) {
      let store = stores.get(name);
      if (!store) {
        store = new Map();
        stores.set(name, store);
      }
      return cacheOf(store);
    },
    async keys() {
      return [...stores.keys()];
    },
    async delete(name: string) {
      return stores.delete(name);
    },
    async has(name: string) {
      return stores.has(name);
    },
  };
  vi.stubGlobal('caches', storage);
  return {
    storage,
    /** Every stored URL, per cache name. */
    contents: () =>
      Object.fromEntries(
        [...stores].map(([name, store]) => [
          name,
          [...store.keys()].map((url) => new URL(url).pathname),
        ]),
      ),
  };
}
