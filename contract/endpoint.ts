import type { z } from 'zod';
import type { Role } from './roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ResponseContract {
  description: string;
  schema?: z.ZodType;
  headers?: Record<string, string>;
}

/**
 * One API operation as data: the trigger registers it, the HTTP shell validates against it, and
 * the OpenAPI generator documents it. Nothing describes an endpoint twice.
 */
export interface EndpointContract<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
> {
  name: string;
  method: HttpMethod;
  /** Relative to the `/api` route prefix, with `{param}` placeholders as in function.json. */
  route: string;
  auth: 'operator' | 'agent' | 'none';
  /** Operator endpoints: the least role that may call it. */
  role?: Role;
  summary: string;
  description?: string;
  tag: string;
  params: P;
  query?: Q;
  body?: B;
  /** Largest accepted body; larger requests get 413. */
  maxBodyBytes?: number;
  requestHeaders?: Record<string, string>;
  responses: Record<number, ResponseContract>;
  /**
   * Answers from memory alone (no store, queue or signer): it cannot be throttled by a dependency
   * or meet a full disk, so the document lists no 503 for it. Every other operation can get one.
   */
  stateless?: true;
}

export function defineEndpoint<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType>(
  endpoint: EndpointContract<P, Q, B>,
): EndpointContract<P, Q, B> {
  return endpoint;
}
