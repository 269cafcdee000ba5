/**
 * A stand-in for the browser's XMLHttpRequest, installed with `vi.stubGlobal`: records what is
 * sent and lets a test drive upload progress, the answer, a network failure or an abort.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();
  private responseHeaders: Record<string, string> = {};

  static reset(): void {
    FakeXhr.sent = [];
  }

  static last(): FakeXhr {
    const xhr = FakeXhr.sent.at(-1);
    if (!xhr) throw new Error('nothing was uploaded');
    return xhr;
  }

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name.toLowerCase()] = value;
  }

  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }

  addEventListener(type: string, listener: EventListener): void {
    this.events.addEventListener(type, listener);
  }

  send(body: FormData): void {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  abort(): void {
    this.aborted = true;
    this.events.dispatchEvent(new Event('abort'));
  }

  // Driven by the test:

  progress(loaded: number, total: number): void {
    this.upload.dispatchEvent(
      new ProgressEvent('progress', { lengthComputable: true, loaded, total }),
    );
  }

  respond(status: number, body: unknown): void {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.responseHeaders['content-type'] = 'application/json; charset=utf-8';
    this.events.dispatchEvent(new Event('load'));
  }

  failNetwork(): void {
    this.events.dispatchEvent(new Event('error'));
  }
}
