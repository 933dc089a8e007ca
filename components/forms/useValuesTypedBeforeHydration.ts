'use client';

import { useEffect, type RefObject } from 'react';
import { getIn, type FormikProps, type FormikValues } from 'formik';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What the server drew in the control: its value attribute, or the option it marked selected. */
function drawnValue(control: Control) {
  if (control instanceof HTMLSelectElement) return ([...control.options].find((option) => option.defaultSelected) ?? control.options[0])?.value ?? '';
  return control.defaultValue;
}

/**
 * What a person typed, chose or ticked (or the browser autofilled) before the page's script ran is in
 * the controls, while formik starts from its initial values: hydration keeps the text on screen and
 * the state empty, and the send then said "required" beside a filled field. Once hydrated, each
 * control the person changed hands its value over, as a change event would have.
 */
export function useValuesTypedBeforeHydration<Values extends FormikValues>(formRef: RefObject<HTMLFormElement | null>, formik: FormikProps<Values>) {
  const { setFieldValue, values } = formik;
  useEffect(() => {
    for (const control of formRef.current?.elements ?? []) {
      if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement) || !control.name) continue;
      const held: unknown = getIn(values, control.name);
      if (control instanceof HTMLInputElement && control.type === 'checkbox') {
        if (typeof held === 'boolean' && control.checked !== control.defaultChecked) void setFieldValue(control.name, control.checked);
        continue;
      }
      // A masked field takes over its own early digits (MaskedField.tsx); radios and files are left as they are.
      if (control instanceof HTMLInputElement && (control.type === 'radio' || control.type === 'file' || 'masked' in control.dataset)) continue;
      // Only into empty fields: a filled one may be drawn through a mask that formats what formik holds.
      if ((held ?? '') === '' && control.value !== drawnValue(control)) void setFieldValue(control.name, control.value);
    }
    // Once, after hydration: from then on every change reaches formik through its handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
