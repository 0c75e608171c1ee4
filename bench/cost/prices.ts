/**
 * Published Azure prices, rules and limits the cost model uses (USD, pay-as-you-go, East US, one
 * region). Each carries its source and when it was read: `checked` says whether the figure was
 * read from the cited page on that date, or is the list price this project last recorded and was
 * not re-read then. Prices change; re-read the pages before relying on a total.
 */
export interface Published {
  value: number;
  unit: string;
  source: string;
  checked: string;
}

const READ_2026_11_27 = 'read from the page on 2026-11-27';
const READ_2026_12_07 = 'read from the page on 2026-12-07';
const NOT_REREAD = 'list price as recorded by this project; not re-read on 2026-11-27';

export const PRICES = {
  cosmosProvisionedPer100RuHour: {
    value: 0.008,
    unit: 'USD per 100 RU/s per hour (standard provisioned, single-region writes)',
    source: 'https://azure.microsoft.com/en-us/pricing/details/cosmos-db/autoscale-provisioned/',
    checked: NOT_REREAD,
  },
  cosmosAutoscalePer100RuHour: {
    value: 0.012,
    unit: 'USD per 100 RU/s per hour at the highest RU/s of the hour (autoscale: 1.5x standard)',
    source: 'https://azure.microsoft.com/en-us/pricing/details/cosmos-db/autoscale-provisioned/',
    checked: NOT_REREAD,
  },
  cosmosStoragePerGbMonth: {
    value: 0.25,
    unit: 'USD per GB per month (transactional storage)',
    source: 'https://azure.microsoft.com/en-us/pricing/details/cosmos-db/autoscale-provisioned/',
    checked: NOT_REREAD,
  },
  functionsFlexPerGbSecond: {
    value: 0.000026,
    unit: 'USD per GB-s of instance memory while executing (Flex Consumption, on demand)',
    source: 'https://azure.microsoft.com/en-us/pricing/details/functions/',
    checked: NOT_REREAD,
  },
  functionsFlexPerMillionExecutions: {
    value: 0.4,
    unit: 'USD per million executions (Flex Consumption, on demand)',
    source: 'https://azure.microsoft.com/en-us/pricing/details/functions/',
    checked: NOT_REREAD,
  },
  functionsFlexFreeGbSeconds: {
    value: 100_000,
    unit: 'GB-s free per month (on demand)',
    source: 'https://azure.microsoft.com/en-us/pricing/details/functions/',
    checked: NOT_REREAD,
  },
  functionsFlexFreeExecutions: {
    value: 250_000,
    unit: 'executions free per month (on demand)',
    source: 'https://azure.microsoft.com/en-us/pricing/details/functions/',
    checked: NOT_REREAD,
  },
  serviceBusStandardBasePerHour: {
    value: 0.0135,
    unit: 'USD per hour per Standard namespace (includes 13 million operations a month)',
    source: 'https://azure.microsoft.com/en-us/pricing/details/service-bus/',
    checked: NOT_REREAD,
  },
  serviceBusStandardPerMillionOps: {
    value: 0.8,
    unit: 'USD per million operations beyond the first 13 million a month (13M-100M tier)',
    source: 'https://azure.microsoft.com/en-us/pricing/details/service-bus/',
    checked: NOT_REREAD,
  },
  serviceBusPremiumPerMuHour: {
    value: 0.928,
    unit: 'USD per messaging unit per hour (Premium, operations included)',
    source: 'https://azure.microsoft.com/en-us/pricing/details/service-bus/',
    checked: NOT_REREAD,
  },
  keyVaultEccPer10kOps: {
    value: 0.15,
    unit: 'USD per 10,000 operations with an ECC key (software-protected, "advanced key types")',
    source: 'https://azure.microsoft.com/en-us/pricing/details/key-vault/',
    checked: NOT_REREAD,
  },
  logAnalyticsPerGb: {
    value: 2.3,
    unit: 'USD per GB ingested (Analytics logs, pay-as-you-go; 31 days retention included)',
    source: 'https://azure.microsoft.com/en-us/pricing/details/monitor/',
    checked: NOT_REREAD,
  },
  arcGitOpsPerVcpuMonth: {
    value: 2,
    unit: 'USD per vCPU per month (Azure Arc-enabled Kubernetes: Kubernetes configuration / GitOps with Flux; first 6 vCPUs free)',
    source: 'https://azure.microsoft.com/en-us/pricing/details/azure-arc/core-control-plane/',
    checked: NOT_REREAD,
  },
} satisfies Record<string, Published>;

export const RULES = {
  cosmosPointRead: {
    value: 1,
    unit: 'RU for a point read of a 1 KB item (10 RU at 100 KB: +~0.09 RU per further KB)',
    source: 'https://learn.microsoft.com/en-us/azure/cosmos-db/optimize-cost-reads-writes',
    checked: READ_2026_11_27,
  },
  cosmosWrite: {
    value: 5.5,
    unit: 'RU for a write (insert, replace, upsert) of a 1 KB item with default indexing ("about 5-6 RU"; x its size in KB above 1 KB)',
    source: 'https://learn.microsoft.com/en-us/azure/cosmos-db/request-units',
    checked: 'rule of thumb; the page states writes consume "a variable number of RUs" (2026-11-27)',
  },
  cosmosPartitionRu: {
    value: 10_000,
    unit: 'RU/s at most per physical partition',
    source: 'https://learn.microsoft.com/en-us/azure/cosmos-db/partitioning-overview',
    checked: NOT_REREAD,
  },
  cosmosPartitionGb: {
    value: 50,
    unit: 'GB at most per physical partition',
    source: 'https://learn.microsoft.com/en-us/azure/cosmos-db/partitioning-overview',
    checked: NOT_REREAD,
  },
  keyVaultEccSignsPer10s: {
    value: 2_000,
    unit: 'ECC P-256 operations (sign) per 10 s per vault and region, HSM keys (the CA key on the default Premium vault; software keys: 4,000)',
    source: 'https://learn.microsoft.com/en-us/azure/key-vault/general/service-limits',
    checked: READ_2026_12_07,
  },
  serviceBusStandardCreditsPerSecond: {
    value: 1_000,
    unit: 'credits per second per Standard namespace (1 credit per message sent, received or peeked)',
    source: 'https://learn.microsoft.com/en-us/azure/service-bus-messaging/service-bus-throttling',
    checked: READ_2026_11_27,
  },
  functionsHttpConcurrencyPerInstance: {
    value: 16,
    unit: 'concurrent HTTP executions per 2,048 MB Flex Consumption instance (the default per-instance concurrency)',
    source: 'https://learn.microsoft.com/en-us/azure/azure-functions/flex-consumption-plan',
    checked: NOT_REREAD,
  },
  functionsMaxInstances: {
    value: 1_000,
    unit: 'instances at most per Flex Consumption app',
    source: 'https://learn.microsoft.com/en-us/azure/azure-functions/flex-consumption-plan',
    checked: NOT_REREAD,
  },
} satisfies Record<string, Published>;

export const HOURS_PER_MONTH = 730;
