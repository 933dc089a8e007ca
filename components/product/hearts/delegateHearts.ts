import { HEART_SELECTOR, readHeartMarks, type HeartItem } from './heartMarks';
import { heartState, type HeartState } from './heartState';

export interface HeartLabels {
  add: string;
  remove: string;
  pending: string;
}

type Ids = readonly number[] | undefined;

export interface HeartDelegation {
  /** The shopper's ids (undefined until known) and the texts: every marked heart follows. */
  show(ids: Ids, labels: HeartLabels): void;
  stop(): void;
}

interface DelegationOptions {
  /** Adds or removes the favourite; resolves to the ids after the change when they are known. */
  toggle(item: HeartItem, pressed: boolean): Promise<Ids>;
  /** Called when a marked heart is first seen, so the ids are asked for only on pages that show one. */
  onHeart(): void;
}

/** The marked hearts in a node: itself or any below it. */
export function heartsIn(node: Node): HTMLButtonElement[] {
  if (!(node instanceof Element)) return [];
  const below = [...node.querySelectorAll<HTMLButtonElement>(HEART_SELECTOR)];
  return node.matches(HEART_SELECTOR) ? [node as HTMLButtonElement, ...below] : below;
}

/** Gives a heart the attributes HeartButton would render for this state. */
export function paintHeart(button: HTMLButtonElement, state: HeartState, labels: HeartLabels) {
  button.setAttribute('aria-pressed', String(state.pressed));
  button.setAttribute('aria-label', labels[state.label]);
  if (state.busy) button.setAttribute('aria-busy', 'true');
  else button.removeAttribute('aria-busy');
  // Never `disabled`: that would take the focus from the heart just pressed (HeartButton).
  if (state.disabled) button.setAttribute('aria-disabled', 'true');
  else button.removeAttribute('aria-disabled');
  const status = button.querySelector(':scope > [role="status"]');
  if (state.busy && !status) {
    const said = document.createElement('span');
    said.className = 'visually-hidden';
    said.setAttribute('role', 'status');
    said.textContent = labels.pending;
    button.append(said);
  } else if (!state.busy) status?.remove();
}

/**
 * One listener and one observer for every heart under `root`: a press anywhere is caught by event
 * delegation, and hearts that arrive later (load more, a client-rendered grid, a page restored by
 * back/forward) are painted as they enter the document.
 */
export function delegateHearts(root: HTMLElement, { toggle, onHeart }: DelegationOptions): HeartDelegation {
  let ids: Ids;
  let labels: HeartLabels | null = null;
  // Per button, not per product: two hearts of one product are pressed separately. Weak, so hearts React removes are forgotten.
  const pending = new WeakSet<HTMLButtonElement>();

  // Before the ids arrive every heart already shows what the server drew: nothing to change.
  const paint = (button: HTMLButtonElement) => {
    if (labels && ids) paintHeart(button, heartState(ids, readHeartMarks(button).ProductId, pending.has(button)), labels);
  };
  const found = (hearts: HTMLButtonElement[]) => {
    if (hearts.length === 0) return;
    onHeart();
    hearts.forEach(paint);
  };

  const press = async (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>(HEART_SELECTOR) : null;
    // A waiting heart is only aria-disabled and still gets clicks: they are refused here.
    if (!button || !ids || pending.has(button)) return;
    const item = readHeartMarks(button);
    pending.add(button);
    paint(button);
    try {
      ids = (await toggle(item, ids.includes(item.ProductId))) ?? ids;
    } finally {
      pending.delete(button);
      heartsIn(root).forEach(paint);
    }
  };
  const listener = (event: MouseEvent) => void press(event);

  const observer = new MutationObserver((records) => found(records.flatMap((record) => [...record.addedNodes].flatMap(heartsIn))));
  root.addEventListener('click', listener);
  observer.observe(root, { childList: true, subtree: true });
  found(heartsIn(root));

  return {
    show(nextIds, nextLabels) {
      ids = nextIds;
      labels = nextLabels;
      heartsIn(root).forEach(paint);
    },
    stop() {
      root.removeEventListener('click', listener);
      observer.disconnect();
    },
  };
}
