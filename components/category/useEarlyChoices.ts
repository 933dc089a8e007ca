'use client';

import { useEffect, useRef } from 'react';

/** True when a box, a radio or a menu of the form (the sort beside the grid too) no longer shows what the server drew. */
function changedBeforeHydration(form: HTMLFormElement) {
  return [...form.elements].some((element) => {
    if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) return element.checked !== element.defaultChecked;
    if (element instanceof HTMLSelectElement) return [...element.options].some((option) => option.selected !== option.defaultSelected);
    return false;
  });
}

/**
 * A box ticked or a sort chosen while the page's script was still loading fires no change the page can
 * hear, so it would wait silently for Apply. Once the script runs, the form is applied with it; typed
 * prices alone still wait for Apply, as they do later. Returns the ref for the filter form.
 */
export function useEarlyChoices() {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = formRef.current;
    if (form && !form.closest('dialog')?.open && changedBeforeHydration(form)) form.requestSubmit();
  }, []);
  return formRef;
}
