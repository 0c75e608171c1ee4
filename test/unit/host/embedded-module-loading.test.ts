import type * as ControlPlaneModule from '../../support/control-plane';

/**
 * Embedded mode (`npm start`) runs on SQLite, the local CA and Prometheus: the Azure SDKs cost
 * hundreds of modules and tens of MiB of memory there, so adapters.ts loads them only in the modes
 * that use them. Each mock below fails whatever requires its module.
 */
const azureOnly = [
  '@azure/cosmos',
  '@azure/service-bus',
  '@azure/identity',
  '@azure/keyvault-certificates',
  '@azure/keyvault-keys',
  'applicationinsights',
  'rhea',
];

for (const name of azureOnly) {
  jest.doMock(name, () => {
    throw new Error(`${name} was loaded in embedded mode`);
  });
}

describe('embedded mode module loading', () => {
  it('starts, serves operators and stops without loading the Azure SDKs', async () => {
    // Required after the mocks are in place, so that they see every load.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { startTestControlPlane } = require('../../support/control-plane') as typeof ControlPlaneModule;
    const cp = await startTestControlPlane();
    try {
      expect((await cp.client.send({ path: '/api/healthz' })).status).toBe(200);
      const token = await cp.token('contoso', 'admin');
      expect((await cp.client.send({ path: '/api/v1/tenants/contoso/clusters', token })).status).toBe(200);
    } finally {
      await cp.stop();
    }
  });
});
