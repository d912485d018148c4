// The one way the public forms read what the visitor typed: from the form itself, at submit.
import { useEffect, type ChangeEvent, type Dispatch, type RefObject, type SetStateAction } from "react";

/** Form values: text fields as strings, tick boxes as booleans. */
type FormShape<T> = { [K in keyof T]: string | boolean };

/**
 * The form's entries for the keys of shape that the form holds: text as typed, tick boxes
 * as booleans. Read on submit, so text typed before hydration counts too.
 */
export function readForm<T extends FormShape<T>>(form: HTMLFormElement, shape: T): Partial<T> {
  const data = new FormData(form);
  const out: Partial<Record<string, string | boolean>> = {};
  for (const [key, initial] of Object.entries(shape) as Array<[string, string | boolean]>) {
    const field = form.elements.namedItem(key);
    if (!field) continue;
    if (typeof initial === "boolean") out[key] = field instanceof HTMLInputElement && field.checked;
    else out[key] = String(data.get(key) ?? "");
  }
  return out as Partial<T>;
}

/** The keys of a form's values that a text field or select fills. */
type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

/**
 * The props that tie a text field or select to one of the form's values: named as its key (the name
 * readForm and the no-JavaScript post read), showing the value and writing each change back with set.
 */
export function textBinder<T>(values: T, set: (key: TextKey<T>, value: string) => void) {
  return (key: TextKey<T>) => ({
    name: key,
    value: values[key] as string,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => set(key, e.target.value),
  });
}

/**
 * Once hydrated, adopts what the visitor typed or ticked before the page's code ran, so
 * a re-render does not wipe it and the controls that depend on it (NEXT) see it.
 */
export function useTypedBeforeHydration<T extends FormShape<T>>(formRef: RefObject<HTMLFormElement | null>, setValues: Dispatch<SetStateAction<T>>) {
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    setValues((v) => {
      const typed = readForm(form, v);
      const next = { ...v };
      for (const key of Object.keys(typed) as Array<keyof T>) {
        const value = typed[key] as T[keyof T];
        if (typeof value === "boolean" || (value && !next[key])) next[key] = value;
      }
      return next;
    });
  }, [formRef, setValues]);
}

/**
 * Shows message on the named field with the browser's own validation bubble, for forms
 * that use the browser's checks; the field's next change clears it.
 */
export function refuse(form: HTMLFormElement, name: string, message: string): void {
  const field = form.elements.namedItem(name);
  if (!(field instanceof HTMLInputElement)) return;
  field.setCustomValidity(message);
  field.reportValidity();
  field.addEventListener("input", () => field.setCustomValidity(""), { once: true });
}
