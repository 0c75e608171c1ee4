export type Child = Node | string | null | undefined | false;

/**
 * A tiny element builder: text is always set as text, never parsed as HTML. No `style` attribute:
 * the page's CSP (style-src 'self') refuses it; use a class, or set `el.style.*` from script.
 */
export function h(
  tag: string,
  attrs: Record<string, string | boolean | ((e: Event) => void)> = {},
  ...children: Child[]
): HTMLElement {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (typeof value === 'function') el.addEventListener(name.replace(/^on/, ''), value);
    else if (value === true) el.setAttribute(name, '');
    else if (value !== false) el.setAttribute(name, value);
  }
  for (const child of children)
    if (child !== null && child !== undefined && child !== false) el.append(child);
  return el;
}

export function show(...children: Child[]): HTMLElement {
  const main = document.getElementById('main') as HTMLElement;
  main.replaceChildren(...(children.filter(Boolean) as (Node | string)[]));
  return main;
}

export const when = (iso: string | null | undefined): string => (iso ? new Date(iso).toLocaleString() : '—');
