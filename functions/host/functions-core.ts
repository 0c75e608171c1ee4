/**
 * Our stand-in for `@azure/functions-core`, the module the Azure Functions worker injects.
 * `@azure/functions` hands every `app.http` / `app.timer` / `app.serviceBusQueue` registration
 * to `registerFunction(metadata, handler)` here, exactly as it does in Azure, so the embedded
 * host serves the very same registrations. Node resolves it through a Module._load hook
 * (install-core-shim.ts); Jest through moduleNameMapper.
 */
export interface CoreBinding {
  type: string;
  direction: 'in' | 'out';
  route?: string;
  methods?: string[];
  authLevel?: string;
  queueName?: string;
  connection?: string;
  schedule?: string;
  [key: string]: unknown;
}

export interface CoreFunctionMetadata {
  name: string;
  bindings: Record<string, CoreBinding>;
  retryOptions?: unknown;
}

export interface Registration {
  metadata: CoreFunctionMetadata;
  handler: (...args: unknown[]) => unknown;
}

type Sink = (registration: Registration) => void;

let sink: Sink | undefined;
let programmingModel: unknown;

export class Disposable {
  constructor(private callOnDispose?: () => void) {}
  static from(...items: { dispose?: () => void }[]): Disposable {
    return new Disposable(() => items.forEach((item) => item.dispose?.()));
  }
  dispose(): void {
    this.callOnDispose?.();
    this.callOnDispose = undefined;
  }
}

export function registerFunction(
  metadata: CoreFunctionMetadata,
  handler: Registration['handler'],
): Disposable {
  if (!sink) {
    throw new Error(
      `Function '${metadata.name}' was registered outside collectRegistrations(); the embedded host cannot serve it.`,
    );
  }
  sink({ metadata, handler });
  return new Disposable();
}

export function setProgrammingModel(model: unknown): void {
  programmingModel = model;
}

export function getProgrammingModel(): unknown {
  return programmingModel;
}

export function registerHook(): Disposable {
  return new Disposable();
}

export function log(_level: string, _category: string, _message: string): void {
  // The embedded host logs through its own logger; worker system logs are not needed here.
}

/** Runs `register` and returns every function it registered. */
export function collectRegistrations(register: () => void): Registration[] {
  if (sink) throw new Error('collectRegistrations() is not re-entrant');
  const registrations: Registration[] = [];
  sink = (registration) => registrations.push(registration);
  try {
    register();
  } finally {
    sink = undefined;
  }
  return registrations;
}
