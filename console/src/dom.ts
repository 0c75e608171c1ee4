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

let navigation = 0;

/** A new page was asked for (the router calls this before it starts the page's view). */
export function navigated(): void {
  navigation += 1;
}

/**
 * `show` for the view being started: once the user has gone to another page, what this view
 * renders after its requests come back is dropped, so a slow page can never replace a later one.
 * Call it when the view starts, before its first `await`.
 */
export function viewRenderer(): (...children: Child[]) => void {
  const mine = navigation;
  return (...children) => {
    if (mine === navigation) show(...children);
  };
}

export const when = (iso: string | null | undefined): string => (iso ? new Date(iso).toLocaleString() : '—');
