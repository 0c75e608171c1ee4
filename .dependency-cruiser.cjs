/**
 * The repository's import boundaries, checked by `npm run lint` (`depcruise`). Each rule's comment
 * is what a violation prints: which rule broke and why the boundary exists. docs/architecture.md
 * draws the layers these rules keep.
 *
 * Capabilities are the folders of functions/ other than platform/ (ports and adapters) and host/
 * (the embedded host); contract/ is the wire contract shared by the control plane, agent and CLI.
 */
const CAPABILITIES =
  '(assignments|audit|broker|catalog|clusters|console|desired|gitops|health|inventory|maintenance|registration|rollout|secrets|status|synthetic|targeting)';
const OURS = '^(contract|functions|agent|cli|bench|console|test|infra)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'no-circular: modules must not import each other in a circle (type-only imports excepted). ' +
        'A cycle means neither module can be understood, tested or loaded without the other, and ' +
        'CommonJS hands one of them a half-initialised module at startup. Move the shared part down ' +
        'a layer or pass it in.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'contract-imports-nothing-of-ours',
      severity: 'error',
      comment:
        'contract-imports-nothing-of-ours: contract/ is the wire contract the agent (shipped as its ' +
        "own image into customers' clusters) and the CLI are built from; it may import npm packages " +
        'and itself only, or the agent would carry control-plane code. Move what it needs into contract/.',
      from: { path: '^contract/' },
      to: { path: OURS, pathNot: '^contract/' },
    },
    {
      name: 'agent-only-contract',
      severity: 'error',
      comment:
        'agent-only-contract: agent/ imports only contract/ and its own code. The agent image bundles ' +
        'exactly what agent/ reaches (agent/Dockerfile copies agent/ and contract/), and the agent ' +
        'must not depend on control-plane internals. Put shared wire types and helpers in contract/.',
      from: { path: '^agent/' },
      to: { path: OURS, pathNot: '^(agent|contract)/' },
    },
    {
      name: 'cli-only-contract',
      severity: 'error',
      comment:
        'cli-only-contract: cli/ imports only contract/, its own code and two documented entries: ' +
        "functions/host/cli-entry.ts (the embedded host's data dir and issuer, Key Vault CA init) and " +
        'agent/simulation-entry.ts (the real agent core that `arcbridge simulate` runs). The CLI talks ' +
        'to a control plane over the wire contract; anything more is added to an entry on purpose.',
      from: { path: '^cli/' },
      to: {
        path: OURS,
        pathNot: ['^(cli|contract)/', '^functions/host/cli-entry\\.ts$', '^agent/simulation-entry\\.ts$'],
      },
    },
    {
      name: 'platform-imports-no-capability',
      severity: 'error',
      comment:
        'platform-imports-no-capability: functions/platform/ is the ground floor (ports, adapters, ' +
        'HTTP shell, telemetry); it may import contract/ and itself, never a capability, the runtime ' +
        'or the host above it, so every capability can build on it without a cycle. Pass what it ' +
        'needs in as a parameter or a port.',
      from: { path: '^functions/platform/' },
      to: { path: '^functions/', pathNot: '^functions/platform/' },
    },
    {
      name: 'runtime-imports-no-capability',
      severity: 'error',
      comment:
        'runtime-imports-no-capability: functions/runtime.ts declares what every handler receives ' +
        'through the capabilities\u2019 public index.ts files only; it builds nothing. The composition ' +
        'root (functions/compose.ts) is the one place that wires capability implementations together.',
      from: { path: '^functions/runtime\\.ts$' },
      to: { path: `^functions/${CAPABILITIES}/`, pathNot: '^functions/[^/]+/index\\.ts$' },
    },
    {
      name: 'capabilities-through-index',
      severity: 'error',
      comment:
        'capabilities-through-index: a capability imports another capability only through its ' +
        'public functions/<capability>/index.ts (its service interface and model), so a capability ' +
        'can change its insides without breaking its neighbours. Export what you need from that ' +
        'index.ts, or move shared code down to platform/ or contract/.',
      from: { path: `^functions/${CAPABILITIES}/` },
      to: {
        path: `^functions/${CAPABILITIES}/`,
        pathNot: ['^functions/$1/', '^functions/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment:
        'not-to-unresolvable: an import that cannot be resolved is a typo or a missing dependency; ' +
        'tsc would catch most, this catches the rest (e.g. in .mjs build scripts).',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|test/fixtures)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      extensions: ['.ts', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
