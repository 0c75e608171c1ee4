import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:https';
import type { Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { problems } from '../../contract/problems';
import { startTestControlPlane } from '../support/control-plane';
import type { TestControlPlane } from '../support/control-plane';
import { requirePrograms } from '../support/system-programs';
import { launchBrowser } from './browser';

/**
 * A stand-in for the Entra ID endpoints the console uses, as strict as the parts it depends on
 * (Microsoft identity platform, "authorization code flow" for single-page apps): /authorize takes
 * client_id, redirect_uri, response_type=code, code_challenge with code_challenge_method=S256 and
 * state, and redirects to redirect_uri with code and state (here in the fragment, response_mode=
 * fragment); /token takes the code with the same redirect_uri and the code_verifier whose SHA-256
 * (base64url) is the challenge, answers CORS for the page's origin, and refuses a code twice.
 */
function fakeAuthority(token: () => Promise<string>) {
  const codes = new Map<string, { challenge: string; redirectUri: string }>();
  const log: string[] = [];
  // Its certificate is set once the control plane's CA exists (setSecureContext).
  const server: Server = createServer({}, (req, res) => {
    const url = new URL(req.url ?? '/', 'https://authority');
    const cors = {
      'Access-Control-Allow-Origin': req.headers.origin ?? '*',
      'Access-Control-Allow-Headers': 'content-type',
    };
    if (req.method === 'OPTIONS') return res.writeHead(204, cors).end();
    if (url.pathname === '/tenant-1/oauth2/v2.0/authorize') {
      const q = url.searchParams;
      log.push(`authorize ${q.get('client_id')} ${q.get('response_type')} ${q.get('code_challenge_method')}`);
      if (q.get('response_type') !== 'code' || q.get('code_challenge_method') !== 'S256' || !q.get('state')) {
        return res.writeHead(400).end('bad authorize request');
      }
      const code = randomBytes(16).toString('hex');
      codes.set(code, { challenge: q.get('code_challenge') ?? '', redirectUri: q.get('redirect_uri') ?? '' });
      const back = new URL(q.get('redirect_uri') ?? '');
      back.hash = new URLSearchParams({ code, state: q.get('state') ?? '' }).toString();
      return res.writeHead(302, { Location: back.toString() }).end();
    }
    if (url.pathname === '/tenant-1/oauth2/v2.0/token' && req.method === 'POST') {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        const pending = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        const ok =
          pending &&
          form.get('grant_type') === 'authorization_code' &&
          form.get('redirect_uri') === pending.redirectUri &&
          createHash('sha256').update(verifier).digest('base64url') === pending.challenge;
        log.push(`token ${ok ? 'ok' : 'refused'}`);
        if (!ok) return res.writeHead(400, cors).end(JSON.stringify({ error: 'invalid_grant' }));
        void token().then((accessToken) =>
          res
            .writeHead(200, { ...cors, 'Content-Type': 'application/json' })
            .end(JSON.stringify({ access_token: accessToken, token_type: 'Bearer', expires_in: 3600 })),
        );
      });
      return;
    }
    res.writeHead(404).end();
  });
  return { server, log };
}

requirePrograms('chromium')('web console Entra ID sign-in (authorization code with PKCE) in Chromium', () => {
  let tp: TestControlPlane;
  let authority: ReturnType<typeof fakeAuthority>;
  const saved = { ...process.env };

  beforeAll(async () => {
    authority = fakeAuthority(() =>
      tp.plane.issuer.mint({
        subject: 'ada@contoso.example',
        roles: ['reader'],
        tenants: ['contoso'],
        ttlSeconds: 600,
      }),
    );
    await new Promise<void>((resolve) => authority.server.listen(0, '127.0.0.1', resolve));
    const port = (authority.server.address() as AddressInfo).port;
    process.env.ARCBRIDGE_CONSOLE_CLIENT_ID = '11111111-2222-3333-4444-555555555555';
    process.env.ARCBRIDGE_CONSOLE_AUTHORITY = `https://127.0.0.1:${port}/tenant-1`;
    tp = await startTestControlPlane();
    const tls = await tp.plane.ca.issueServerCertificate({ dns: ['localhost'], ip: ['127.0.0.1'] });
    authority.server.setSecureContext({ key: tls.keyPem, cert: tls.certificatePem });
  });

  afterAll(async () => {
    process.env = saved;
    authority?.server.close();
    await tp?.stop();
  });

  /** A new tab of `browser` signed in through the authority, on the fleet page. */
  async function signIn(browser: Awaited<ReturnType<typeof launchBrowser>>) {
    const page = await browser.context.newPage();
    await page.goto(`${tp.plane.url}/`);
    await page.getByRole('button', { name: 'Sign in with Microsoft Entra ID' }).click();
    await page.getByRole('heading', { name: 'Fleet' }).waitFor();
    return page;
  }

  it('signs in through the authority with an S256 challenge and a matching verifier', async () => {
    const browser = await launchBrowser();
    try {
      const page = await signIn(browser);
      expect(authority.log).toEqual(['authorize 11111111-2222-3333-4444-555555555555 code S256', 'token ok']);
      expect(await page.locator('#who').innerText()).toContain('ada@contoso.example');
      expect(page.url()).not.toContain('code=');
    } finally {
      await browser.close();
    }
  });

  it('offers the Entra sign-in where an expired session stops the activity paging, the events kept', async () => {
    // Two changes in the trail, to page through one at a time.
    const token = await tp.plane.issuer.mint({
      subject: 'ada@contoso.example',
      roles: ['operator'],
      tenants: ['contoso'],
      ttlSeconds: 600,
    });
    for (const description of ['first', 'second']) {
      const path = '/api/v1/tenants/contoso/bootstrap-tokens';
      expect((await tp.client.send({ method: 'POST', path, token, body: { description } })).status).toBe(201);
    }
    const browser = await launchBrowser();
    try {
      const page = await signIn(browser);
      await page.evaluate(() => (location.hash = '#/activity?limit=1'));
      await page.locator('#activity-table tbody tr').waitFor();
      // The next page is answered as the control plane answers a token that has expired.
      const expired = problems.unauthorized('The bearer token has expired; get a new one.');
      await page.route(
        (url) => url.searchParams.has('continuationToken'),
        (route) =>
          route.fulfill({
            status: 401,
            contentType: 'application/problem+json',
            body: JSON.stringify(expired.toBody()),
          }),
      );
      await page.getByRole('button', { name: 'Load more' }).click();
      const error = page.locator('#activity-more-error');
      await error.filter({ hasText: expired.detail! }).waitFor();
      expect(await page.locator('#activity-table tbody tr').count()).toBe(1);
      await error.getByRole('button', { name: 'Sign in with Microsoft Entra ID' }).click();
      await page.getByRole('heading', { name: 'Fleet' }).waitFor();
      expect(await page.locator('#who').innerText()).toContain('ada@contoso.example');
    } finally {
      await browser.close();
    }
  });
});
