import { ApiProblem } from './api';
import { h } from './dom';

export interface Field {
  name: string;
  label: string;
  type?: string;
  placeholder?: string;
  /** A message when the value is not acceptable, checked before anything is sent. */
  validate?: (value: string) => string | undefined;
}

const draftKey = (id: string) => `arcbridge.draft.${id}`;

/**
 * A form that validates before sending, shows the server's problem+json detail next to the field it
 * names (or under the form), and keeps what was typed in sessionStorage so an expired sign-in does
 * not lose it: the draft is restored when the form is drawn again after signing in.
 */
export function validatedForm(
  id: string,
  fields: Field[],
  submitLabel: string,
  submit: (values: Record<string, string>) => Promise<void>,
): HTMLFormElement {
  const saved = JSON.parse(sessionStorage.getItem(draftKey(id)) ?? '{}') as Record<string, string>;
  const inputs = new Map<string, HTMLInputElement>();
  const errors = new Map<string, HTMLElement>();
  const formError = h('p', { class: 'error', role: 'alert', id: `${id}-error` });
  const form = h('form', { class: 'inline', id, novalidate: true }) as HTMLFormElement;
  for (const field of fields) {
    const input = h('input', {
      name: field.name,
      id: `${id}-${field.name}`,
      type: field.type ?? 'text',
      'aria-describedby': `${id}-${field.name}-error`,
      ...(field.placeholder ? { placeholder: field.placeholder } : {}),
    }) as HTMLInputElement;
    input.value = saved[field.name] ?? '';
    input.addEventListener('input', () => saveDraft());
    const error = h('span', { class: 'error', id: `${id}-${field.name}-error`, 'aria-live': 'polite' });
    inputs.set(field.name, input);
    errors.set(field.name, error);
    form.append(h('label', { for: input.id }, field.label, input, error));
  }
  const button = h('button', { type: 'submit' }, submitLabel);
  form.append(button, formError);

  const values = () => Object.fromEntries([...inputs].map(([name, input]) => [name, input.value.trim()]));
  const saveDraft = () => sessionStorage.setItem(draftKey(id), JSON.stringify(values()));
  const setError = (name: string | undefined, message: string) => {
    const target = name ? errors.get(name) : undefined;
    if (target) {
      target.textContent = message;
      inputs.get(name as string)?.setAttribute('aria-invalid', 'true');
    } else formError.textContent = message;
  };
  const clear = () => {
    formError.textContent = '';
    errors.forEach((e) => (e.textContent = ''));
    inputs.forEach((i) => i.removeAttribute('aria-invalid'));
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    clear();
    const current = values();
    let ok = true;
    for (const field of fields) {
      const message = field.validate?.(current[field.name] ?? '');
      if (message) {
        setError(field.name, message);
        ok = false;
      }
    }
    if (!ok) return;
    saveDraft();
    button.setAttribute('disabled', '');
    submit(current)
      .then(() => {
        sessionStorage.removeItem(draftKey(id));
      })
      .catch((err: unknown) => {
        if (!(err instanceof ApiProblem)) return setError(undefined, String(err));
        if (err.violations.length === 0) return setError(fieldNamed(fields, err.detail), err.detail);
        for (const violation of err.violations) {
          const path = violation.path ?? violation.field ?? '';
          setError(fieldNamed(fields, path), violation.message ?? err.detail);
        }
      })
      .finally(() => button.removeAttribute('disabled'));
  });
  return form;
}

/** The field a server message or violation path is about (`body.ttlSeconds` -> ttl field `ttlSeconds`). */
function fieldNamed(fields: Field[], text: string): string | undefined {
  const last = text.split('.').pop() ?? '';
  return fields.find((f) => f.name === last || text.includes(f.name))?.name;
}
