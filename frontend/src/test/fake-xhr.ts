/**
 * Stand-ins for XMLHttpRequest, which the upload transport (shared/api/upload.ts) sends with:
 * ScriptedXhr lets a test move an upload along by hand (progress, answer, a dropped connection);
 * FetchBackedXhr hands each request to the global fetch, so a test that mocks the API with mockApi
 * sees uploads among its requests as it sees every other call.
 */
type Listener = (event: ProgressEvent) => void;

class Events {
  private readonly listeners = new Map<string, Listener[]>();
  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  removeEventListener(type: string, listener: Listener): void {
    this.listeners.set(
      type,
      (this.listeners.get(type) ?? []).filter((l) => l !== listener),
    );
  }
  dispatch(type: string, init: ProgressEventInit = {}): void {
    const event = new ProgressEvent(type, init);
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

abstract class FakeXhrBase extends Events {
  readonly upload = new Events();
  method = '';
  url = '';
  withCredentials = false;
  readonly requestHeaders = new Headers();
  body: Document | XMLHttpRequestBodyInit | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  protected responseHeaders = new Headers();

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string): void {
    this.requestHeaders.set(name, value);
  }
  getResponseHeader(name: string): string | null {
    return this.responseHeaders.get(name);
  }
  abort(): void {
    this.aborted = true;
    this.dispatch('abort');
  }
  abstract send(body: Document | XMLHttpRequestBodyInit | null): void;

  protected answer(status: number, text: string, headers: Record<string, string>): void {
    this.status = status;
    this.statusText = '';
    this.responseText = text;
    this.responseHeaders = new Headers(headers);
    this.dispatch('load');
  }
}

export class ScriptedXhr extends FakeXhrBase {
  static sent: ScriptedXhr[] = [];

  send(body: Document | XMLHttpRequestBodyInit | null): void {
    this.body = body;
    ScriptedXhr.sent.push(this);
  }
  progress(loaded: number, total: number): void {
    this.upload.dispatch('progress', { lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown, headers: Record<string, string> = {}): void {
    const type = status >= 400 ? 'application/problem+json' : 'application/json';
    this.answer(status, JSON.stringify(body), { 'Content-Type': type, ...headers });
  }
  drop(): void {
    this.dispatch('error');
  }
}

export class FetchBackedXhr extends FakeXhrBase {
  send(body: Document | XMLHttpRequestBodyInit | null): void {
    const request = new Request(this.url, {
      method: this.method,
      headers: this.requestHeaders,
      body: body as BodyInit,
    });
    void (async () => {
      const size = (await request.clone().arrayBuffer()).byteLength;
      if (this.aborted) return;
      this.upload.dispatch('progress', { lengthComputable: true, loaded: size, total: size });
      try {
        const response = await globalThis.fetch(request);
        if (this.aborted) return;
        this.answer(response.status, await response.text(), Object.fromEntries(response.headers.entries()));
      } catch {
        if (!this.aborted) this.dispatch('error');
      }
    })();
  }
}
