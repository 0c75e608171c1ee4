import { consoleSettings } from '../../../functions/console/console-settings';
import { contentSecurityPolicy, serveConsoleAsset } from '../../../functions/console/static-assets';
import { httpRoutes, matchRoute } from '../../../functions/host/http-routes';

describe('console settings and assets', () => {
  it('signs in locally unless both Entra settings are given', () => {
    expect(consoleSettings({}).signIn).toBe('local');
    expect(consoleSettings({ ARCBRIDGE_CONSOLE_CLIENT_ID: 'abc' }).signIn).toBe('local');
    const entra = consoleSettings({
      ARCBRIDGE_CONSOLE_CLIENT_ID: '11111111-2222-3333-4444-555555555555',
      ARCBRIDGE_CONSOLE_AUTHORITY: 'https://login.microsoftonline.com/contoso.onmicrosoft.com/',
    });
    expect(entra).toEqual({
      signIn: 'entra',
      clientId: '11111111-2222-3333-4444-555555555555',
      authority: 'https://login.microsoftonline.com/contoso.onmicrosoft.com',
      scope: 'api://11111111-2222-3333-4444-555555555555/.default',
    });
    expect(contentSecurityPolicy(entra)).toContain("connect-src 'self' https://login.microsoftonline.com");
    expect(() =>
      consoleSettings({ ARCBRIDGE_CONSOLE_CLIENT_ID: 'x', ARCBRIDGE_CONSOLE_AUTHORITY: 'http://evil' }),
    ).toThrow(/ARCBRIDGE_CONSOLE_AUTHORITY/);
  });

  it('serves only the files of the bundle, with a same-origin CSP', async () => {
    const settings = consoleSettings({});
    const page = await serveConsoleAsset('', settings);
    // The bundle `npm run build` writes (npm test builds first).
    expect(page?.status).toBe(200);
    expect(page?.headers['Content-Type']).toContain('text/html');
    expect(page?.headers['Content-Security-Policy']).toContain("script-src 'self'");
    expect(await serveConsoleAsset('../package.json', settings)).toBeUndefined();
    expect(await serveConsoleAsset('%2e%2e/package.json', settings)).toBeUndefined();
  });

  it('routes a catch-all parameter as the Functions host does', () => {
    const routes = httpRoutes([
      {
        metadata: {
          name: 'assets',
          bindings: {
            req: { type: 'httpTrigger', direction: 'in', route: 'console/{*asset}', methods: ['GET'] },
          },
        },
        handler: async () => ({}),
      } as never,
    ]);
    const match = (path: string) => matchRoute(routes, 'GET', path);
    expect(match('/api/console/app.js')).toMatchObject({ kind: 'found', params: { asset: 'app.js' } });
    expect(match('/api/console/')).toMatchObject({ kind: 'found', params: { asset: '' } });
    expect(match('/api/other')).toEqual({ kind: 'not-found' });
  });
});
