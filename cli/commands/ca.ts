import type { TokenCredential } from '@azure/core-auth';
import type { Command } from 'commander';
import { initKeyVaultCa } from '../../functions/host/cli-entry';
import type { KeyVaultCaInitProgress, KeyVaultClientOptions } from '../../functions/host/cli-entry';
import type { Printer } from '../output';
import { act, examples } from '../program/define';
import { UsageError } from '../program/errors';
import type { CliRuntime } from '../program/runtime';

/**
 * What `ca init` talks to Key Vault with. Production: DefaultAzureCredential (az login, managed
 * identity, workload identity, ...) and the SDK's default client options. Tests inject the fake
 * Key Vault's credential and its TLS-trusting client options here.
 */
export interface KeyVaultAccess {
  credential?: TokenCredential;
  clientOptions?: KeyVaultClientOptions;
}

export interface CaInitOptions {
  vault: string;
  certificateName: string;
  hsm: boolean;
}

/**
 * `arcbridge ca init --vault URL`: puts the ArcBridge CA into Key Vault, idempotently (see
 * functions/platform/signer/keyvault-ca-init.ts, reached through functions/host/cli-entry.ts). Progress goes to stderr step by step, so a
 * `--output json` result on stdout stays parseable.
 */
export async function caInit(
  printer: Printer,
  options: CaInitOptions,
  progress: (text: string) => void,
  access: KeyVaultAccess = {},
): Promise<void> {
  let url: URL;
  try {
    url = new URL(options.vault);
  } catch {
    throw new UsageError(
      `--vault must be the vault URL, e.g. https://my-vault.vault.azure.net (got '${options.vault}')`,
    );
  }
  if (url.protocol !== 'https:')
    throw new UsageError(`--vault must be an https URL (got '${options.vault}')`);
  const credential = access.credential ?? new (await import('@azure/identity')).DefaultAzureCredential();
  const result = await initKeyVaultCa({
    vaultUrl: url.origin,
    credential,
    certificateName: options.certificateName,
    hsm: options.hsm,
    ...(access.clientOptions ? { clientOptions: access.clientOptions } : {}),
    onProgress: (step: KeyVaultCaInitProgress) => progress(`[${step.step}] ${step.message}\n`),
  });
  const summary = {
    status: result.status,
    resumed: result.resumed,
    vault: url.origin,
    certificateName: options.certificateName,
    certificateId: result.certificateId,
    keyId: result.keyId,
    fingerprintSha256: result.fingerprintSha256,
    notAfter: result.notAfter.toISOString(),
    certificatePem: result.certificatePem,
  };
  printer.result(summary, () =>
    [
      result.status === 'created'
        ? `Created the ArcBridge CA '${options.certificateName}' in ${url.origin}${result.resumed ? ' (resumed an interrupted run)' : ''}.`
        : `The ArcBridge CA '${options.certificateName}' in ${url.origin} already exists; nothing changed.`,
      `  key:         ${result.keyId}`,
      `  sha256:      ${result.fingerprintSha256}`,
      `  valid until: ${result.notAfter.toISOString()}`,
      '',
      `Set KEYVAULT_URL=${url.origin} and ARCBRIDGE_CA_CERT_NAME=${options.certificateName} on the Function App (infra/ does).`,
    ].join('\n'),
  );
}

export function registerCa(program: Command, runtime: CliRuntime): void {
  const ca = examples(
    program.command('ca').description('the ArcBridge certificate authority in Azure Key Vault'),
    ['arcbridge ca init --vault https://my-vault.vault.azure.net'],
  );
  examples(
    ca
      .command('init')
      .description(
        'create the CA key and certificate in Key Vault once (idempotent; resumes an interrupted run); signs in with DefaultAzureCredential',
      )
      .requiredOption('--vault <url>', 'the vault URL, https://<vault>.vault.azure.net')
      .option('--certificate-name <name>', 'Key Vault certificate (and key) name', 'arcbridge-ca')
      .option('--hsm', 'keep the key in an HSM (Premium vault)', false)
      .action(
        act<{ vault: string; certificateName: string; hsm: boolean }>(
          runtime,
          async (_args, options, { printer }) => {
            await caInit(printer, options, runtime.io.err, runtime.keyVault);
          },
        ),
      ),
    ['arcbridge ca init --vault https://my-vault.vault.azure.net --hsm'],
  );
}
