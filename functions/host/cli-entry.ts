/**
 * The one door from the CLI into the control plane's code (the dependency-cruiser rule
 * `cli-only-contract` allows `cli/` to import `contract/` and this file, nothing else).
 *
 * The CLI talks to a control plane over HTTP through `contract/`; what it needs beyond that is the
 * embedded host's side of a local setup and one Azure bootstrap step:
 * - where the embedded host keeps its endpoint, CA certificate and operator issuer key (data dir),
 *   and the local issuer that mints operator tokens from that key with the host's own settings;
 * - `arcbridge ca init`, which creates the agent CA in Key Vault exactly as the control plane's
 *   signer expects it.
 * Anything else the CLI wants from `functions/` is added here, on purpose and reviewed.
 */
export { dataDirLayout } from './data-dir';
export type { EndpointFile } from './data-dir';
export { LocalOperatorIssuer } from '../platform/identity/local-issuer';
export { loadConfig } from '../platform/config';
export { initKeyVaultCa } from '../platform/signer/keyvault-ca-init';
export type { KeyVaultCaInitProgress } from '../platform/signer/keyvault-ca-init';
export type { KeyVaultClientOptions } from '../platform/signer/keyvault-signer';
