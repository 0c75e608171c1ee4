import { app } from '@azure/functions';
import { decodeJwt } from 'jose';
import { consoleEndpoints } from '../../contract/console-endpoints';
import { operatorFunction, publicFunction, sourceLimitedFunction } from '../platform/http/http-function';
import { problems } from '../../contract/problems';
import type { RuntimeProvider } from '../runtime';
import { consoleSettings } from './console-settings';
import { ConsoleSignInCodes, SIGN_IN_CODE_LIMITS, TooManyPendingSignIns } from './sign-in-codes';
import { serveConsoleAsset } from './static-assets';

/** The console's sign-in endpoints and its static files (under /api/console/ in Azure). */
export function registerConsoleFunctions(
  runtime: RuntimeProvider,
  env: Record<string, string | undefined> = process.env,
): void {
  const codes = new ConsoleSignInCodes();
  const settings = consoleSettings(env);

  app.http(
    consoleEndpoints.getConsoleConfig.name,
    publicFunction(consoleEndpoints.getConsoleConfig, runtime, async () => ({
      status: 200,
      body: settings,
      headers: { 'Cache-Control': 'no-store' },
    })),
  );

  app.http(
    consoleEndpoints.listInstalledExtensions.name,
    operatorFunction(consoleEndpoints.listInstalledExtensions, runtime, async ({ params, query }, rt) => ({
      status: 200,
      body: await rt.inventory.installedExtensions(params.tenantId, query),
    })),
  );

  app.http(
    consoleEndpoints.createConsoleSignInCode.name,
    operatorFunction(consoleEndpoints.createConsoleSignInCode, runtime, async ({ headers, principal }) => {
      const token = (headers.get('authorization') ?? '').replace(/^Bearer\s+/i, '');
      const exp = decodeJwt(token).exp;
      const tokenExpiresAt = typeof exp === 'number' ? exp * 1000 : Date.now();
      if (tokenExpiresAt <= Date.now() + 10_000) {
        throw problems.unauthorized('Your token expires within seconds; get a fresh one and try again.');
      }
      let issued;
      try {
        issued = codes.issue(token, tokenExpiresAt, principal);
      } catch (err) {
        if (!(err instanceof TooManyPendingSignIns)) throw err;
        throw problems.tooManyRequests(
          err.retryAfterSeconds,
          'principal' in err.scope
            ? `You have ${SIGN_IN_CODE_LIMITS.perPrincipal} console sign-in links waiting to be opened; open one of them, or wait until the oldest expires.`
            : `Tenant '${err.scope.tenantId}' has ${SIGN_IN_CODE_LIMITS.perTenant} console sign-in links waiting to be opened; try again when the oldest expires.`,
        );
      }
      return {
        status: 201,
        body: {
          code: issued.code,
          expiresAt: issued.expiresAt.toISOString(),
          roles: principal.roles,
          tenants: principal.tenants,
        },
        headers: { 'Cache-Control': 'no-store' },
      };
    }),
  );

  app.http(
    consoleEndpoints.createConsoleSession.name,
    sourceLimitedFunction(
      consoleEndpoints.createConsoleSession,
      runtime,
      'registerAddress',
      async ({ body }, rt) => {
        const token = codes.redeem(body.code);
        if (!token) {
          throw problems.unauthorized(
            'This sign-in link was already used or has expired. Run `arcbridge console --tenant T` for a new one.',
          );
        }
        // Verified again: the token may have been revoked by a key roll since the code was issued.
        const principal = await rt.operators.verify(`Bearer ${token}`);
        const exp = decodeJwt(token).exp;
        return {
          status: 201,
          body: {
            token,
            subject: principal.subject,
            roles: principal.roles,
            tenants: principal.tenants,
            expiresAt: new Date((exp ?? 0) * 1000).toISOString(),
          },
          headers: { 'Cache-Control': 'no-store' },
        };
      },
    ),
  );

  // Azure serves the same bundle under /api/console/ (the route prefix); the embedded host also at /.
  app.http('consoleAssets', {
    route: 'console/{*asset}',
    methods: ['GET'],
    authLevel: 'anonymous',
    handler: async (request) => {
      const asset = request.params.asset ?? '';
      const served = await serveConsoleAsset(asset, settings);
      return served
        ? { status: served.status, headers: served.headers, body: served.body }
        : { status: 404, headers: { 'Content-Type': 'text/plain' }, body: 'Not found' };
    },
  });
}
