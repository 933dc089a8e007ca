/** What a heart shows: its state follows the shopper's ids, which are undefined until they arrive. */
export interface HeartState {
  pressed: boolean;
  /** The `favourites` message that names the button. */
  label: 'add' | 'remove';
  /** A call for this heart is under way. */
  busy: boolean;
  /** Waiting for the ids or for the call: a press now would act on a state the shopper cannot see. */
  disabled: boolean;
}

/** One rule for every heart: the server's (no ids yet), the product page's and the ones the page's island enhances. */
export function heartState(ids: readonly number[] | undefined, productId: number, pending = false): HeartState {
  const pressed = ids?.includes(productId) ?? false;
  return { pressed, label: pressed ? 'remove' : 'add', busy: pending, disabled: !ids || pending };
}
