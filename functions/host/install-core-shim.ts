import Module from 'node:module';
import * as core from './functions-core';

const CORE = '@azure/functions-core';

/**
 * Makes `require('@azure/functions-core')` return our shim in a plain Node process. Must run
 * before the first `app.*` call (that is when `@azure/functions` looks the module up).
 */
export function installFunctionsCoreShim(): typeof core {
  const loader = Module as unknown as { _load: (request: string, ...rest: unknown[]) => unknown };
  const original = loader._load;
  if (!(original as { arcbridgeShim?: boolean }).arcbridgeShim) {
    const patched = function (this: unknown, request: string, ...rest: unknown[]) {
      if (request === CORE) return core;
      return original.call(this, request, ...rest);
    };
    (patched as unknown as { arcbridgeShim: boolean }).arcbridgeShim = true;
    loader._load = patched;
  }
  return core;
}
