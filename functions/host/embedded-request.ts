import { HttpRequest } from '@azure/functions';
import type { HttpRequestParams, HttpRequestUser } from '@azure/functions';

export interface EmbeddedRequestInit {
  method: string;
  /** The absolute request URL. */
  url: URL;
  /** Header names in lower case (as node:http gives them), values already joined. */
  headers: Record<string, string>;
  params: HttpRequestParams;
  body: Buffer;
}

/**
 * The embedded host's HttpRequest. The @azure/functions class wraps an undici `Request` built for
 * every call (URL parsing, header validation, a body stream, an AbortSignal), which cost ~15% of
 * a heartbeat's CPU. This one answers what handlers use directly from the buffered body and the
 * headers node:http already parsed: method, url, query, params, case-insensitive headers and
 * arrayBuffer/text/json, with the same rules (a body is read once; GET and HEAD have none). The
 * rarely used rest (user, body stream, blob, formData, clone) is delegated to a real HttpRequest
 * built on first use. The Azure entry keeps the Functions worker's own HttpRequest.
 */
class EmbeddedHttpRequest implements HttpRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Headers;
  private readonly nodeHeaders: NodeHeaders;
  readonly params: HttpRequestParams;
  private readonly parsedUrl: URL;
  private readonly bytes: Buffer;
  private consumed = false;
  private real: HttpRequest | undefined;

  constructor(init: EmbeddedRequestInit) {
    this.method = init.method;
    this.parsedUrl = init.url;
    this.url = init.url.href;
    this.headers = this.nodeHeaders = new NodeHeaders(init.headers);
    this.params = init.params;
    this.bytes = init.method === 'GET' || init.method === 'HEAD' ? Buffer.alloc(0) : init.body;
  }

  get query(): URLSearchParams {
    return this.parsedUrl.searchParams;
  }

  get user(): HttpRequestUser | null {
    return this.delegate().user;
  }

  get body(): HttpRequest['body'] {
    return this.bytes.length === 0 ? null : this.takeDelegate().body;
  }

  get bodyUsed(): boolean {
    return this.consumed || (this.real?.bodyUsed ?? false);
  }

  readonly arrayBuffer = async (): Promise<ArrayBuffer> => {
    const bytes = this.take();
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  };

  readonly text = async (): Promise<string> => this.take().toString('utf8');

  readonly json = async (): Promise<unknown> => JSON.parse(this.take().toString('utf8')) as unknown;

  readonly blob: HttpRequest['blob'] = async () => this.takeDelegate().blob();

  readonly formData: HttpRequest['formData'] = async () => this.takeDelegate().formData();

  readonly clone = (): HttpRequest => {
    if (this.bodyUsed) throw new TypeError('Body is unusable: Body has already been read');
    return this.delegate().clone();
  };

  /** The body, once: a second read fails as it does on a fetch Request. */
  private take(): Buffer {
    if (this.bodyUsed) throw new TypeError('Body is unusable: Body has already been read');
    this.consumed = true;
    return this.bytes;
  }

  private takeDelegate(): HttpRequest {
    if (this.consumed) throw new TypeError('Body is unusable: Body has already been read');
    return this.delegate();
  }

  private delegate(): HttpRequest {
    this.real ??= new HttpRequest({
      method: this.method,
      url: this.url,
      headers: this.nodeHeaders.toRecord(),
      params: this.params,
      query: Object.fromEntries(this.query),
      ...(this.bytes.length > 0 ? { body: { bytes: this.bytes } } : {}),
    });
    return this.real;
  }
}

export function embeddedHttpRequest(init: EmbeddedRequestInit): HttpRequest {
  return new EmbeddedHttpRequest(init);
}

/**
 * A fetch `Headers` over the lower-cased record node:http produced, without re-validating every
 * name and value (node:http already refused invalid ones). Iteration is sorted by name, as the
 * Fetch standard requires; writes work as on any Headers.
 */
class NodeHeaders implements Headers {
  private readonly map: Map<string, string>;

  constructor(record: Record<string, string>) {
    this.map = new Map(Object.entries(record));
  }

  get(name: string): string | null {
    return this.map.get(name.toLowerCase()) ?? null;
  }

  has(name: string): boolean {
    return this.map.has(name.toLowerCase());
  }

  set(name: string, value: string): void {
    this.map.set(checkedName(name), String(value).trim());
  }

  append(name: string, value: string): void {
    const key = checkedName(name);
    const current = this.map.get(key);
    const next = String(value).trim();
    this.map.set(key, current === undefined ? next : `${current}, ${next}`);
  }

  delete(name: string): void {
    this.map.delete(name.toLowerCase());
  }

  toRecord(): Record<string, string> {
    return Object.fromEntries(this.map);
  }

  getSetCookie(): string[] {
    const value = this.map.get('set-cookie');
    return value === undefined ? [] : [value];
  }

  forEach(callback: (value: string, key: string, parent: Headers) => void, thisArg?: unknown): void {
    for (const [key, value] of this.entries()) callback.call(thisArg, value, key, this);
  }

  *entries(): IterableIterator<[string, string]> {
    const keys = [...this.map.keys()].sort();
    for (const key of keys) yield [key, this.map.get(key)!];
  }

  *keys(): IterableIterator<string> {
    for (const [key] of this.entries()) yield key;
  }

  *values(): IterableIterator<string> {
    for (const [, value] of this.entries()) yield value;
  }

  [Symbol.iterator](): IterableIterator<[string, string]> {
    return this.entries();
  }
}

const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

function checkedName(name: string): string {
  if (!TOKEN.test(name)) throw new TypeError(`Invalid header name: '${name}'`);
  return name.toLowerCase();
}
