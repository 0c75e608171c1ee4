import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rootCertificates } from 'node:tls';
import { startTestControlPlane } from '../../support/control-plane';
import type { TestControlPlane } from '../../support/control-plane';
import { registerCluster } from '../../support/registration';
import { cliRunner } from '../../support/cli-runner';

describe('arcbridge CLI against the embedded control plane', () => {
  let tp: TestControlPlane;
  beforeAll(async () => {
    tp = await startTestControlPlane();
  });
  afterAll(async () => {
    await tp.stop();
  });

  const cli = cliRunner(() => tp.dataDir);

  it('mints a local operator token the control plane accepts', async () => {
    const { code, out } = await cli([
      'auth',
      'token',
      '--tenant',
      'contoso',
      '--role',
      'reader',
      '--output',
      'json',
    ]);
    expect(code).toBe(0);
    const { token, role } = JSON.parse(out) as { token: string; role: string };
    expect(role).toBe('reader');
    const response = await tp.client.send({ path: '/api/v1/tenants/contoso/clusters', token });
    expect(response.status).toBe(200);
  });

  it('creates a bootstrap token that registers a cluster, then lists and shows it', async () => {
    const created = await cli(['tokens', 'create', '--tenant', 'contoso', '--ttl', '10m']);
    expect(created.code).toBe(0);
    const token = created.out.split('\n')[0]!;
    expect(token).toMatch(/^abt\.contoso\.[A-Za-z0-9_-]{43}$/);

    const cluster = await registerCluster(tp, 'contoso', { name: 'shop-7', labels: { env: 'prod' } });
    const table = await cli(['clusters', 'list', '--tenant', 'contoso', '--selector', 'env=prod']);
    expect(table.code).toBe(0);
    expect(table.out.split('\n')[0]).toMatch(/^ID\s+NAME\s+REGION\s+CONNECTIVITY/);
    expect(table.out).toContain(cluster.clusterId);

    const json = await cli([
      'clusters',
      'list',
      '--tenant',
      'contoso',
      '--output',
      'json',
      '--chunk-size',
      '1',
    ]);
    const items = (JSON.parse(json.out) as { items: { id: string }[] }).items;
    expect(items.map((item) => item.id)).toContain(cluster.clusterId);

    const shown = await cli(['clusters', 'show', cluster.clusterId, '--tenant', 'contoso']);
    expect(shown.code).toBe(0);
    expect(shown.out).toContain('Name:          shop-7');
    expect(shown.out).toContain('Connectivity:  Offline');
  });

  it('shows <none> as the NAME of a cluster registered without one, as kubectl does for empty columns', async () => {
    // The agent registers without a name; the API then gives the id as the name.
    const unnamed = await registerCluster(tp, 'contoso', { labels: { named: 'no' } });
    const named = await registerCluster(tp, 'contoso', { name: 'shop-8', labels: { named: 'yes' } });
    const table = await cli(['clusters', 'list', '--tenant', 'contoso', '-l', 'named']);
    expect(table.code).toBe(0);
    const row = (id: string) => table.out.split('\n').find((line) => line.startsWith(id));
    expect(row(unnamed.clusterId)).toMatch(new RegExp(`^${unnamed.clusterId}\\s+<none>\\s`));
    expect(row(named.clusterId)).toMatch(new RegExp(`^${named.clusterId}\\s+shop-8\\s`));
    const shown = await cli(['clusters', 'show', unnamed.clusterId, '--tenant', 'contoso']);
    expect(shown.out).toContain('Name:          <none>\n');
    // JSON is the API's, untouched.
    const json = await cli(['clusters', 'show', unnamed.clusterId, '--tenant', 'contoso', '-o', 'json']);
    expect(JSON.parse(json.out)).toMatchObject({ id: unnamed.clusterId, name: unnamed.clusterId });
  });

  it("shows each extension's phase, reason and the agent's attempt", async () => {
    const cluster = await registerCluster(tp, 'contoso', { name: 'shop-8' });
    const assigned = await tp.client.send({
      method: 'PUT',
      path: `/api/v1/tenants/contoso/clusters/${cluster.clusterId}/extensions/podinfo`,
      body: {
        kind: 'manifest',
        version: '1.0.0',
        source: { url: 'https://example.com/app.yaml' },
        namespace: 'team-a',
      },
      token: await tp.token('contoso', 'operator'),
    });
    expect(assigned.status).toBe(201);
    const reported = await tp.client.send({
      method: 'POST',
      path: `/api/v1/clusters/${cluster.clusterId}/status`,
      cert: cluster.cert,
      body: {
        events: [
          {
            extension: 'podinfo',
            phase: 'Failed',
            reason: 'RenderFailed',
            lastTransitionTime: new Date().toISOString(),
            observedGeneration: 1,
            attempt: 4,
          },
        ],
      },
    });
    expect(reported.status).toBe(202);
    const shown = await cli(['clusters', 'show', cluster.clusterId, '--tenant', 'contoso']);
    expect(shown.code).toBe(0);
    const lines = shown.out.split('\n');
    const header = lines.findIndex((line) => line.startsWith('EXTENSION'));
    expect(lines[header]).toMatch(
      /^EXTENSION\s+KIND\s+VERSION\s+NAMESPACE\s+PHASE\s+REASON\s+ATTEMPT\s+SINCE$/,
    );
    expect(lines[header + 1]).toMatch(
      /^podinfo\s+manifest\s+1\.0\.0\s+team-a\s+Failed\s+RenderFailed\s+4\s+\d+s ago$/,
    );
    const recent = lines.findIndex((line) => line.startsWith('Recent status changes'));
    expect(recent).toBeGreaterThan(header);
    expect(lines[recent + 1]).toMatch(/^ {2}\d+s ago\s+podinfo {2}Failed RenderFailed$/);
  });

  it('labels a cluster the way kubectl label does: k=v and k- as arguments, --label as well', async () => {
    const cluster = await registerCluster(tp, 'contoso', {
      name: 'shop-9',
      labels: { env: 'staging', tier: 'edge' },
    });
    const labelled = await cli([
      'clusters',
      'label',
      cluster.clusterId,
      'env=prod',
      'tier-',
      '--label',
      'ring=canary',
      '--tenant',
      'contoso',
      '-o',
      'json',
    ]);
    expect(labelled.code).toBe(0);
    expect((JSON.parse(labelled.out) as { labels: Record<string, string> }).labels).toEqual({
      env: 'prod',
      ring: 'canary',
    });
    const wrong = await cli(['clusters', 'label', cluster.clusterId, 'oops', '--tenant', 'contoso']);
    expect(wrong.code).toBe(2);
    expect(wrong.err).toBe("Error: label 'oops': use key=value to set or key- to remove\n");
    const nothing = await cli(['clusters', 'label', cluster.clusterId, '--tenant', 'contoso']);
    expect(nothing.code).toBe(2);
    expect(nothing.err).toContain('give labels (k=v, k-) and/or --group');
    const badKey = await cli(['clusters', 'label', cluster.clusterId, 'bad key=x', '--tenant', 'contoso']);
    expect(badKey.code).toBe(1);
    expect(badKey.err).toContain('  - --label bad key: a Kubernetes label key\n');
  });

  it('lists bootstrap tokens and revokes one by its listed id or by the token itself', async () => {
    const tenant = 'cli-tokens';
    const first = (
      await cli(['tokens', 'create', '--tenant', tenant, '--description', 'store 42'])
    ).out.split('\n')[0]!;
    const second = (await cli(['tokens', 'create', '--tenant', tenant])).out.split('\n')[0]!;
    const listed = await cli(['tokens', 'list', '--tenant', tenant, '-o', 'json']);
    expect(listed.code).toBe(0);
    expect(listed.out).not.toContain(first.split('.')[2]);
    const ids = (JSON.parse(listed.out) as { items: { id: string; state: string }[] }).items;
    expect(ids.map((item) => item.state)).toEqual(['Unused', 'Unused']);
    const table = await cli(['tokens', 'list', '--tenant', tenant]);
    expect(table.out.split('\n')[0]).toMatch(/^ID\s+STATE\s+CREATED\s+CREATED BY\s+DESCRIPTION\s+USE$/);
    expect(table.out).toMatch(/^[a-f0-9]{12}\s+Unused\s+.*store 42/m);

    // By the token itself (a leaked one is all an operator may have), then by a listed short id.
    const byToken = await cli(['tokens', 'delete', first, '--tenant', tenant]);
    expect(byToken.code).toBe(0);
    expect(byToken.out).toMatch(/^Bootstrap token [a-f0-9]{12} revoked/);
    const shortId = ids.find((item) => !byToken.out.includes(item.id.slice(0, 12)))!.id.slice(0, 12);
    expect((await cli(['tokens', 'delete', shortId, '--tenant', tenant])).code).toBe(0);
    expect((await cli(['tokens', 'list', '--tenant', tenant])).out).toBe(
      `No bootstrap tokens in tenant '${tenant}'. Create one: arcbridge tokens create --tenant ${tenant}\n`,
    );
    expect(second).toMatch(/^abt\./);

    const unknown = await cli(['tokens', 'delete', 'abcdef012345', '--tenant', tenant]);
    expect(unknown.code).toBe(3);
    expect(unknown.err).toContain(
      "no bootstrap token of tenant 'cli-tokens' has an id starting 'abcdef012345'",
    );
    const tooShort = await cli(['tokens', 'delete', 'abc', '--tenant', tenant]);
    expect(tooShort.code).toBe(2);
    expect(tooShort.err).toContain("give the ID 'arcbridge tokens list' shows");
  });

  it('reports API problems with a non-zero exit, as text or JSON', async () => {
    const missing = await cli([
      'clusters',
      'show',
      'c-aaaaaaaaaaaaaaaaaaaaaaaaaa',
      '--tenant',
      'contoso',
      '--output',
      'json',
    ]);
    // Not found exits 3 (docs/cli.md), like the Azure CLI.
    expect(missing.code).toBe(3);
    expect(JSON.parse(missing.out)).toMatchObject({ status: 404 });
    expect(missing.err).toContain('Error 404');

    const forbidden = await cli(['tokens', 'create', '--tenant', 'contoso'], {
      ARCBRIDGE_TOKEN: await tp.token('contoso', 'reader'),
    });
    expect(forbidden.code).toBe(1);
    expect(forbidden.err).toContain("needs the 'operator' role");
  });

  it('explains usage errors and unreachable endpoints', async () => {
    const noTenant = await cli(['clusters', 'list']);
    expect(noTenant.code).toBe(2);
    expect(noTenant.err).toContain("required option '--tenant <id>' not specified");
    expect((await cli(['nope'])).code).toBe(2);
    expect((await cli(['tokens', 'create', '--tenant', 'contoso', '--ttl', 'soon'])).err).toContain(
      'not a duration',
    );
    const down = await cli(['clusters', 'list', '--tenant', 'contoso', '--endpoint', 'https://127.0.0.1:1']);
    expect(down.code).toBe(1);
    expect(down.err).toContain('npm start');
  });
  it('names flags, not request fields, and prints each violation once', async () => {
    // The API answers 400 with the violation at body.ttlSeconds (max 86400 s); the user wrote --ttl.
    const tooLong = await cli(['tokens', 'create', '--tenant', 'contoso', '--ttl', '2d']);
    expect(tooLong.code).toBe(1);
    expect(tooLong.err).toMatch(/^Error 400: .+\n {2}- --ttl: .+\n$/);
    expect(tooLong.err).toContain('  - --ttl: at most 86400 seconds (1d)\n');
    expect(tooLong.err).not.toContain('body.');
    expect(tooLong.err.match(/--ttl/g)).toHaveLength(1);
    expect(tooLong.out).toBe('');
    // The help offers only what the API takes.
    const help = (await cli(['tokens', 'create', '--help'])).out;
    expect(help).toMatch(/--ttl <duration> +how long the token can be used, 1m to 1d/);
    expect(help).not.toContain('7d');

    const description = await cli([
      'tokens',
      'create',
      '--tenant',
      'contoso',
      '--description',
      'x'.repeat(300),
    ]);
    expect(description.err).toMatch(/ {2}- --description: /);
    expect(description.err).not.toContain('body.');

    // Path parameters: the tenant is --tenant, ids are the command's argument as its help names it.
    const badIds = await cli(['rollouts', 'show', 'bad id!', '--tenant', 'Con toso!']);
    expect(badIds.code).toBe(1);
    expect(badIds.err).toMatch(/^ {2}- --tenant: lowercase letters, digits and dashes/m);
    expect(badIds.err).toMatch(
      /^ {2}- <rolloutId>: a rollout id \(r-\.\.\.\) as printed when the rollout was started$/m,
    );
    const badCluster = await cli(['clusters', 'show', 'not a cluster', '--tenant', 'contoso']);
    expect(badCluster.err).toMatch(/^ {2}- <clusterId>: the id returned by registration/m);
    for (const err of [badIds.err, badCluster.err]) expect(err).not.toContain('path.');

    // An extension's name and version go into the URL, but the user wrote them in the -f file.
    const dir = mkdtempSync(join(tmpdir(), 'arcbridge-cli-file-'));
    try {
      const file = join(dir, 'extension.yaml');
      writeFileSync(file, 'name: Bad_Name\nversion: 1.0.0\nkind: manifest\n');
      const badName = await cli(['extensions', 'publish', '-f', file, '--tenant', 'contoso']);
      expect(badName.code).toBe(1);
      expect(badName.err).toContain(`  - ${file}: name: a DNS label`);
      expect(badName.err).not.toContain('path.');

      // A helm extension's name is its Helm release name: Helm's 53 characters, with the body's
      // violations at once.
      const long = `long-${'x'.repeat(49)}`;
      writeFileSync(
        file,
        `name: ${long}\nversion: 1.0.0\nkind: helm\nsource: {url: 'https://x.test/charts', chart: app}\npolicies: [{name: syntax, expression: 'values.replicas <='}]\n`,
      );
      const helmName = await cli(['extensions', 'publish', '-f', file, '--tenant', 'contoso']);
      expect(helmName.code).toBe(1);
      expect(helmName.err).toMatch(/^Error 422: /);
      expect(helmName.err).toContain(
        `  - ${file}: name: a helm extension's name is its Helm release name, which has at most 53 characters; this one has 54\n`,
      );
      expect(helmName.err).toContain(`  - ${file}: policies[0].expression: `);
      expect(helmName.err).not.toContain('path.');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('says when a selector matches nothing, and which role a token carries', async () => {
    const bad = await cli(['clusters', 'list', '--tenant', 'contoso', '--selector', 'env in (']);
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('--selector');
    expect(bad.err).not.toMatch(/query\.|labelSelector/);

    const none = await cli(['clusters', 'list', '--tenant', 'contoso', '--selector', 'env=nowhere']);
    expect(none.code).toBe(0);
    expect(none.out).toBe("No clusters in tenant 'contoso' match the selector 'env=nowhere'.\n");

    const minted = await cli(['auth', 'token', '--tenant', 'contoso', '--role', 'operator']);
    expect(minted.code).toBe(0);
    // stdout is the bare token (for $(...)); stderr says what was issued.
    expect(minted.out.trim()).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(minted.err).toMatch(/^Issued an operator token for contoso, valid until \d{4}-/);

    const roleless = await cli(['auth', 'token', '--tenant', 'contoso']);
    expect(roleless.code).toBe(2);
    expect(roleless.out).toBe('');
    expect(roleless.err).toContain("required option '--role <role>' not specified");
  });

  it('says how to get a new token when the one in $ARCBRIDGE_TOKEN is refused', async () => {
    const refused = await cli(['clusters', 'list', '--tenant', 'contoso'], {
      ARCBRIDGE_TOKEN: 'not.a.token',
    });
    expect(refused.code).toBe(1);
    const [headline, hint] = refused.err.trimEnd().split('\n');
    expect(headline).toMatch(/^Error 401: /);
    expect(hint).toMatch(/^The token is the one in \$ARCBRIDGE_TOKEN\. Set a new one: /);
    expect(hint).toContain('az account get-access-token --resource api://arcbridge');
    expect(hint).toContain('arcbridge auth token --tenant T --role R');
    expect(hint).toContain('unset ARCBRIDGE_TOKEN');
    // A valid token without the tenant (403) needs another role, not a new token: no hint.
    const otherTenant = await cli(['clusters', 'list', '--tenant', 'contoso'], {
      ARCBRIDGE_TOKEN: (await cli(['auth', 'token', '--tenant', 'fabrikam', '--role', 'reader'])).out.trim(),
    });
    expect(otherTenant.code).toBe(1);
    expect(otherTenant.err).toMatch(/^Error 403: /);
    expect(otherTenant.err).not.toContain('ARCBRIDGE_TOKEN');
  });

  it('says when the control plane certificate is not trusted, and 404s a watched rollout as not found', async () => {
    // Trusting only a public root (Node's first), not the control plane's own CA.
    const dir = mkdtempSync(join(tmpdir(), 'arcbridge-cli-ca-'));
    const otherCa = join(dir, 'public-root.pem');
    writeFileSync(otherCa, rootCertificates[0]!);
    const untrusted = await cli([
      'clusters',
      'list',
      '--tenant',
      'contoso',
      '--endpoint',
      tp.plane.url,
      '--ca',
      otherCa,
    ]);
    rmSync(dir, { recursive: true, force: true });
    expect(untrusted.code).toBe(1);
    expect(untrusted.err).toMatch(
      /presented a certificate this CLI does not trust \(\w+\)\. Pass its CA with --ca FILE/,
    );
    const watched = await cli(['rollouts', 'watch', 'r-abc-12345678', '--tenant', 'contoso']);
    expect(watched.code).toBe(3);
    expect(watched.err).toMatch(/^Error 404: /);
  });
});
