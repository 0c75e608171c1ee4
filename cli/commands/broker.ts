import type { Command } from 'commander';
import type { Explanation, OfferList, ProviderCordon } from '../../contract/broker';
import { ExplainQuery } from '../../contract/broker';
import { ClusterId } from '../../contract/common';
import { formatResource } from '../../contract/sync-rules';
import { ago, table } from '../output';
import { act, examples, tenantOf } from '../program/define';
import { UsageError } from '../program/errors';
import type { CliRuntime } from '../program/runtime';
import { checkArguments } from './deletion';

const seg = encodeURIComponent;

function describeFilters(spec: NonNullable<OfferList['items'][number]['spec']>): string {
  const filters = spec.filters.map((f) =>
    f.suffix !== undefined
      ? `${f.key} *${f.suffix}`
      : f.valueIn
        ? `${f.key} in (${f.valueIn.join(',')})`
        : `${f.key} ${f.boundary?.min ?? ''}..${f.boundary?.max ?? ''}`,
  );
  return [...filters, ...(spec.cel ? ['cel'] : [])].join('; ') || 'everything';
}

function describeExplanation(e: Explanation): string {
  const head = [
    `Object:    ${e.namespace}/${e.name} in ${e.consumer} (${e.api})`,
    `Placement: ${e.placement ? `${e.placement.state}${e.placement.provider ? ` on ${e.placement.provider}` : ''}${e.placement.previous ? ` (previous ${e.placement.previous})` : ''}` : 'none yet'}`,
    ...(e.placement?.reason ? [`Reason:    ${e.placement.reason}`] : []),
    `Spread:    ${e.spread}; placement picks ${e.chosen ?? 'no provider'} now`,
    '',
  ];
  if (e.providers.length === 0) return [...head, 'No provider reports an offer for this kind.'].join('\n');
  return (
    head.join('\n') +
    table(
      ['PROVIDER', 'NAME', 'REGION', 'RANK', 'PLACED', 'OFFER', 'VERDICT'],
      e.providers.map((p) => [
        p.clusterId,
        p.clusterName,
        p.region ?? '',
        p.rank === undefined ? '' : String(p.rank),
        String(p.placed),
        p.offer ?? '',
        p.accepted ? 'accepts' : `refused: ${p.refusedBy}`,
      ]),
    )
  );
}

/** `broker offers | explain | cordon | uncordon`: what providers offer and why an object went where. */
export function registerBroker(program: Command, runtime: CliRuntime): void {
  const broker = examples(
    program
      .command('broker')
      .description('resource brokering: offers, placements, cordons (docs/brokering.md)'),
    ['arcbridge broker offers --tenant contoso'],
  );
  examples(
    broker
      .command('offers')
      .description("list every provider's offers (AcceptAPIs) and their state")
      .requiredOption('--tenant <id>', 'tenant')
      .action(
        act<{ tenant: string }>(runtime, async (_args, options, { context, printer }) => {
          const tenant = tenantOf(options);
          const client = await context.client(tenant, 'reader');
          const body = (await client.call('GET', `v1/tenants/${seg(tenant)}/offers`)).body as OfferList;
          printer.result(body, () =>
            body.items.length === 0
              ? `No offers in tenant '${tenant}'. Create an AcceptAPI in a provider cluster (docs/brokering.md).`
              : table(
                  ['PROVIDER', 'NAME', 'OFFER', 'KIND', 'ACCEPTS', 'STATE', 'PLACED', 'REPORTED'],
                  body.items.map((o) => [
                    o.clusterId,
                    o.clusterName,
                    o.name,
                    o.spec ? formatResource(o.spec) : '',
                    o.spec
                      ? describeFilters(o.spec)
                      : (o.violations ?? []).map((v) => `${v.path}: ${v.message}`).join('; '),
                    o.state,
                    String(o.placed),
                    ago(o.reportedAt),
                  ]),
                ),
          );
        }),
      ),
    ['arcbridge broker offers --tenant contoso', 'arcbridge broker offers --tenant contoso -o json'],
  );
  examples(
    broker
      .command('explain')
      .description(
        'explain where a consumer object is placed: every provider, and the filter that refused it',
      )
      .argument('<consumerCluster>', 'the consumer cluster id')
      .argument('<namespace/name>', 'the brokered object')
      .option('--api <name>', 'the brokered API, when objects of two share the name')
      .requiredOption('--tenant <id>', 'tenant')
      .action(
        act<{ tenant: string; api?: string }>(runtime, async (args, options, { context, printer }) => {
          const tenant = tenantOf(options);
          const [cluster, object] = [String(args[0]), String(args[1])];
          checkArguments('<consumerCluster>', ClusterId, [cluster]);
          const [namespace, name, ...rest] = object.split('/');
          if (!namespace || !name || rest.length > 0) {
            throw new UsageError(`give the object as <namespace>/<name>, e.g. team-a/web (got '${object}')`);
          }
          const query = ExplainQuery.parse({
            cluster,
            namespace,
            name,
            ...(options.api ? { api: options.api } : {}),
          });
          const params = new URLSearchParams(query as Record<string, string>);
          const client = await context.client(tenant, 'reader');
          const body = (
            await client.call('GET', `v1/tenants/${seg(tenant)}/broker/explain?${params.toString()}`)
          ).body as Explanation;
          printer.result(body, () => describeExplanation(body));
        }),
      ),
    ['arcbridge broker explain c-3f9kq2m7x1v8b4n6z0p5r2t7yw team-a/web --tenant contoso'],
  );
  for (const verb of ['cordon', 'uncordon'] as const) {
    examples(
      broker
        .command(verb)
        .description(
          verb === 'cordon'
            ? 'stop placing objects on a provider; what it serves moves elsewhere, make before break'
            : 'let a cordoned provider take placements again',
        )
        .argument('<cluster>', 'the provider cluster id')
        .requiredOption('--tenant <id>', 'tenant')
        .action(
          act<{ tenant: string }>(runtime, async (args, options, { context, printer }) => {
            const tenant = tenantOf(options);
            const cluster = String(args[0]);
            checkArguments('<cluster>', ClusterId, [cluster]);
            const client = await context.client(tenant, 'operator');
            const body = (
              await client.call('POST', `v1/tenants/${seg(tenant)}/providers/${seg(cluster)}/${verb}`)
            ).body as ProviderCordon;
            printer.result(body, () => `provider ${cluster} ${body.cordoned ? 'cordoned' : 'uncordoned'}`);
          }),
        ),
      [`arcbridge broker ${verb} c-3f9kq2m7x1v8b4n6z0p5r2t7yw --tenant contoso`],
    );
  }
}
