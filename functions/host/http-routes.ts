import type { Registration } from './functions-core';

export interface HttpRoute {
  name: string;
  methods: string[];
  template: string;
  pattern: RegExp;
  paramNames: string[];
  handler: Registration['handler'];
}

/** Turns the httpTrigger registrations into matchers for `/{prefix}/{route}`, as the Functions host does. */
export function httpRoutes(registrations: Registration[], prefix = 'api'): HttpRoute[] {
  const routes: HttpRoute[] = [];
  for (const { metadata, handler } of registrations) {
    const trigger = Object.values(metadata.bindings).find((binding) => binding.type === 'httpTrigger');
    if (!trigger) continue;
    const template = trigger.route ?? metadata.name;
    const paramNames: string[] = [];
    const source = template
      .split('/')
      .map((segment) => {
        const rest = /^\{\*([A-Za-z_][A-Za-z0-9_]*)\}$/.exec(segment);
        if (rest) {
          // A catch-all parameter, as in Azure Functions route templates: the rest of the path.
          paramNames.push(rest[1] as string);
          return '?(.*)';
        }
        const param = /^\{([A-Za-z_][A-Za-z0-9_]*)\??\}$/.exec(segment);
        if (param) {
          paramNames.push(param[1] as string);
          return '([^/]+)';
        }
        return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('/');
    routes.push({
      name: metadata.name,
      methods: (trigger.methods ?? ['GET', 'POST']).map((method) => method.toUpperCase()),
      template,
      // eslint-disable-next-line no-restricted-syntax -- the route templates registered in code, escaped above
      pattern: new RegExp(`^/${prefix}/${source}/?$`),
      paramNames,
      handler,
    });
  }
  return routes;
}

export type RouteMatch =
  | { kind: 'found'; route: HttpRoute; params: Record<string, string> }
  | { kind: 'method-not-allowed'; allowed: string[] }
  | { kind: 'not-found' };

export function matchRoute(routes: HttpRoute[], method: string, path: string): RouteMatch {
  const allowed = new Set<string>();
  for (const route of routes) {
    const match = route.pattern.exec(path);
    if (!match) continue;
    if (!route.methods.includes(method)) {
      route.methods.forEach((m) => allowed.add(m));
      continue;
    }
    const params: Record<string, string> = {};
    route.paramNames.forEach((name, index) => {
      params[name] = safeDecode(match[index + 1] as string);
    });
    return { kind: 'found', route, params };
  }
  return allowed.size > 0 ? { kind: 'method-not-allowed', allowed: [...allowed] } : { kind: 'not-found' };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
