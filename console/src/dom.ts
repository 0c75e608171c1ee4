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
/** A view kept on screen through an expired sign-in (its address, how it goes on), and its navigation. */
interface KeptView {
  hash: string;
  resume: () => void;
}
let kept: (KeptView & { navigation: number }) | undefined;

/** A new page was asked for (the router calls this before it starts the page's view). */
export function navigated(): void {
  navigation += 1;
}

/**
 * The view on screen stays through a new sign-in in this tab (a link opened here): it lost its
 * session with work on screen, such as pages of a list, that the user can go on with once signed
 * in; `resume` is called then.
 */
export function keepThroughSignIn(resume: () => void): void {
  kept = { hash: location.hash, resume, navigation };
}

/** The view kept through sign-in, once, if the user has not moved on from it. */
export function keptView(): KeptView | undefined {
  const view = kept;
  kept = undefined;
  return view && view.navigation === navigation ? view : undefined;
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
