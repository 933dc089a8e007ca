'use client';

import { usePathname, useRouter } from 'next/navigation';
import type { FormEvent } from 'react';
import { categoryQueryString, parseCategoryQuery } from '@/lib/shop/category-listing';
import type { SearchParams } from '@/lib/shop/listing';

/** The form's fields as a page query (a repeated name, like `designer`, becomes a list). */
function paramsOf(form: HTMLFormElement): SearchParams {
  const params: SearchParams = {};
  for (const [key, value] of new FormData(form)) {
    const text = String(value);
    const before = params[key];
    params[key] = before === undefined ? text : [...(Array.isArray(before) ? before : [before]), text];
  }
  return params;
}

const categoryQuery = (params: SearchParams) => categoryQueryString(parseCategoryQuery(params));

/**
 * With JavaScript the GET form's query is read by the same rules as the server's, defaults dropped,
 * and pushed client-side to the form's own address; a changed filter starts again at page 0 (the
 * form carries no page). Applying from the open sheet closes it.
 */
export function useFilterSubmit(toQuery: (params: SearchParams) => string = categoryQuery) {
  const router = useRouter();
  const pathname = usePathname();
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const action = form.getAttribute('action');
    const target = action ? new URL(action, window.location.href).pathname : (pathname ?? window.location.pathname);
    const search = toQuery(paramsOf(form));
    router.push(search ? `${target}?${search}` : target, { scroll: false });
    // Applied from the phone's sheet: the sheet closes onto the results.
    const sheet = form.closest('dialog');
    if (sheet?.open) sheet.close();
  };
}
