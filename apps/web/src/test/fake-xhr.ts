import { vi } from 'vitest';

type Listener = (() => void) | null;

/**
 * Stubs XMLHttpRequest with one that answers through fetch, so that fakeApi's routes answer
 * uploads with progress too, and that reports upload progress when the test says. A failed
 * fetch is a network error; an aborted request never answers.
 */
export function fakeXhr() {
  const requests: FakeXMLHttpRequest[] = [];

  class FakeXMLHttpRequest {
    readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = {
      onprogress: null,
    };
    onload: Listener = null;
    onerror: Listener = null;
    onabort: Listener = null;
    status = 0;
    responseText = '';
    method = '';
    url = '';
    readonly headers = new Headers();
    aborted = false;
    /** Answer headers, as getAllResponseHeaders() gives them. */
    responseHeaders = '';

    open(method: string, url: string): void {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string): void {
      this.headers.set(name, value);
    }

    getAllResponseHeaders(): string {
      return this.responseHeaders;
    }

    send(body: BodyInit | null): void {
      requests.push(this);
      fetch(this.url, { method: this.method, headers: this.headers, body }).then(
        async (response) => {
          const text = await response.text();
          if (this.aborted) return;
          this.status = response.status;
          this.responseText = text;
          this.responseHeaders = [...response.headers]
            .map(([name, value]) => `${name}: ${value}`)
            .join('\r\n');
          this.onload?.();
        },
        () => {
          if (!this.aborted) this.onerror?.();
        },
      );
    }

    abort(): void {
      this.aborted = true;
      this.onabort?.();
    }

    /** Reports that `loaded` of `total` bytes have gone. */
    progress(loaded: number, total: number): void {
      this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest);
  return {
    requests,
    /** The latest request, which a test reports progress on or inspects. */
    latest(): FakeXMLHttpRequest {
      const request = requests.at(-1);
      if (!request) throw new Error('No XMLHttpRequest was sent');
      return request;
    },
  };
}
