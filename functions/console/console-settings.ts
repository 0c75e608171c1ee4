/** How the console signs in, from app settings (infra/ sets them in Azure). */
export interface ConsoleSettings {
  signIn: 'local' | 'entra';
  clientId: string | null;
  authority: string | null;
  scope: string | null;
}

/**
 * Entra ID sign-in when ARCBRIDGE_CONSOLE_CLIENT_ID and ARCBRIDGE_CONSOLE_AUTHORITY are set (the
 * console's app registration, a single-page application with this site's redirect URI); otherwise
 * the local one-time codes of `arcbridge console`.
 */
export function consoleSettings(env: Record<string, string | undefined>): ConsoleSettings {
  const clientId = env.ARCBRIDGE_CONSOLE_CLIENT_ID?.trim() || null;
  const authority = env.ARCBRIDGE_CONSOLE_AUTHORITY?.trim().replace(/\/+$/, '') || null;
  if (authority !== null && !/^https:\/\/[^/]+\/[^/]+/.test(authority)) {
    throw new Error(
      `ARCBRIDGE_CONSOLE_AUTHORITY must look like https://login.microsoftonline.com/<tenant-id>, got '${authority}'`,
    );
  }
  const entra = clientId !== null && authority !== null;
  return {
    signIn: entra ? 'entra' : 'local',
    clientId: entra ? clientId : null,
    authority: entra ? authority : null,
    scope: entra ? env.ARCBRIDGE_CONSOLE_SCOPE?.trim() || `api://${clientId}/.default` : null,
  };
}
