import { HttpRequest } from '@azure/functions';
import { embeddedHttpRequest } from '../../../functions/host/embedded-request';
import { readJsonBody } from '../../../functions/platform/http/request-body';
import { Problem } from '../../../contract/problems';

/**
 * The embedded host hands handlers its own HttpRequest (no undici Request per call). It must
 * behave like the @azure/functions one for everything the handlers and the HTTP shell use, so
 * every case runs against both and compares.
 */
const URL_TEXT = 'https://127.0.0.1:8443/api/v1/clusters/c-1/status?limit=5&tag=a&tag=b';
const HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'if-none-match': '"abc"',
  'x-arr-clientcert': 'MIIB',
  authorization: 'Bearer t',
};
const PARAMS = { clusterId: 'c-1' };

function both(method: string, body = '') {
  const bytes = Buffer.from(body);
  return {
    azure: new HttpRequest({
      method,
      url: URL_TEXT,
      headers: HEADERS,
      params: PARAMS,
      query: { limit: '5', tag: 'b' },
      ...(bytes.length > 0 ? { body: { bytes } } : {}),
    }),
    embedded: embeddedHttpRequest({
      method,
      url: new URL(URL_TEXT),
      headers: { ...HEADERS },
      params: PARAMS,
      body: bytes,
    }),
  };
}

describe('the embedded HttpRequest', () => {
  it('has the same method, url, params, query and case-insensitive headers', () => {
    const { azure, embedded } = both('POST', '{"a":1}');
    expect(embedded.method).toBe(azure.method);
    expect(embedded.url).toBe(azure.url);
    expect(embedded.params).toEqual(azure.params);
    expect(embedded.query.get('limit')).toBe(azure.query.get('limit'));
    expect(Object.fromEntries(embedded.query)).toEqual(Object.fromEntries(azure.query));
    for (const name of ['Content-Type', 'IF-NONE-MATCH', 'x-arr-clientcert', 'authorization', 'missing']) {
      expect(embedded.headers.get(name)).toBe(azure.headers.get(name));
      expect(embedded.headers.has(name)).toBe(azure.headers.has(name));
    }
    const entries = (h: Headers) => {
      const out: [string, string][] = [];
      h.forEach((value, key) => out.push([key, value]));
      return out;
    };
    expect(entries(embedded.headers)).toEqual(entries(azure.headers));
    expect(embedded.user).toEqual(azure.user);
  });

  it('reads the body as text, JSON or bytes, once', async () => {
    for (const read of ['text', 'json', 'arrayBuffer'] as const) {
      const { azure, embedded } = both('POST', '{"events":[1,2,3]}');
      const [a, e] = [await azure[read](), await embedded[read]()];
      if (read === 'arrayBuffer') {
        expect(Buffer.from(e as ArrayBuffer)).toEqual(Buffer.from(a as ArrayBuffer));
      } else expect(e).toEqual(a);
      expect(embedded.bodyUsed).toBe(true);
      await expect(azure.text()).rejects.toThrow('Body is unusable');
      await expect(embedded.text()).rejects.toThrow('Body is unusable');
    }
  });

  it('has no body on GET, like the fetch Request underneath the Azure one', async () => {
    const { azure, embedded } = both('GET', 'ignored');
    expect(await embedded.text()).toBe(await azure.text());
    expect(embedded.body).toBeNull();
  });

  it('delegates blob and clone to a real HttpRequest', async () => {
    const { embedded } = both('POST', 'hello');
    const copy = embedded.clone();
    expect(await copy.text()).toBe('hello');
    expect(await (await embedded.blob()).text()).toBe('hello');
    await expect(embedded.text()).rejects.toThrow('Body is unusable');
  });

  it('keeps the JSON body rules: size limit, content type, empty body', async () => {
    const big = JSON.stringify({ pad: 'x'.repeat(200) });
    for (const request of Object.values(both('POST', big))) {
      await expect(readJsonBody(request, 100)).rejects.toMatchObject({ status: 413 });
    }
    for (const request of Object.values(both('POST', big))) {
      await expect(readJsonBody(request, 1000)).resolves.toEqual({ pad: 'x'.repeat(200) });
    }
    for (const request of Object.values(both('POST', ''))) {
      await expect(readJsonBody(request, 1000)).rejects.toBeInstanceOf(Problem);
    }
  });

  it('lets headers be written like any Headers', () => {
    const { embedded } = both('POST', '{}');
    embedded.headers.set('X-Extra', ' one ');
    embedded.headers.append('x-extra', 'two');
    expect(embedded.headers.get('x-extra')).toBe('one, two');
    embedded.headers.delete('X-EXTRA');
    expect(embedded.headers.has('x-extra')).toBe(false);
    expect(() => embedded.headers.set('bad name', 'v')).toThrow(TypeError);
  });
});
