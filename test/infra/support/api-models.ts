import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { INFRA_DIR } from './bicep';

export const API_MODELS_DIR = join(INFRA_DIR, 'api-models');
export const modelFile = (name: string, file: string) => join(API_MODELS_DIR, name, file);

interface SdkRecord {
  package: string;
  version: string;
  generation: 'autorest' | 'typespec';
  apiVersions: string[];
}

/** Where a model folder came from (infra/api-models/<sdk>/sdk.json, written by refresh.cjs). */
export function sdkRecord(name: string): SdkRecord {
  return JSON.parse(readFileSync(modelFile(name, 'sdk.json'), 'utf8')) as SdkRecord;
}
