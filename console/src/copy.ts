import { h } from './dom';

/**
 * A button that copies `text` to the clipboard and says so in `status` (a live region). Where the
 * clipboard is not available or refuses, it selects `source` instead so Ctrl+C copies it.
 */
export function copyButton(
  label: string,
  what: string,
  text: string,
  source: HTMLElement,
  status: HTMLElement,
): HTMLElement {
  const selectSource = () => {
    getSelection()?.selectAllChildren(source);
    status.textContent = `Could not copy: the ${what} is selected, press Ctrl+C (⌘C on a Mac).`;
  };
  return h(
    'button',
    {
      type: 'button',
      class: 'secondary',
      onclick: () => {
        status.textContent = '';
        if (!navigator.clipboard) return selectSource();
        navigator.clipboard
          .writeText(text)
          .then(() => (status.textContent = `Copied the ${what} to the clipboard.`), selectSource);
      },
    },
    label,
  );
}
