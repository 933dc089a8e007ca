import { useId, useState, type MouseEvent } from 'react';

interface ComboboxOptions<T> {
  /** The options on show; a new list (by identity) starts with none highlighted. */
  list: readonly T[];
  /** The list answers what is typed now: only then may an option be highlighted (Enter must not take an earlier text's). */
  current: boolean;
  /** The listbox shows options. */
  expanded: boolean;
  onChoose(index: number): void;
}

/**
 * An ARIA 1.2 combobox over a listbox, the part every one of them shares: focus stays in the text
 * field and the highlighted option is pointed at with aria-activedescendant; the arrows move
 * round the list, a pointer highlights what it is over, and a press on an option never takes the
 * focus from the field before its click chooses it.
 */
export function useCombobox<T>({ list, current, expanded, onChoose }: ComboboxOptions<T>) {
  const id = useId();
  const listId = `${id}-list`;
  const [active, setActive] = useState<{ list: readonly T[] | null; index: number }>({ list: null, index: -1 });
  const activeIndex = current && active.list === list ? active.index : -1;
  const optionId = (index: number) => `${id}-option-${index}`;

  /** One step down or up, wrapping; false when there is nothing to move through. */
  const move = (step: 1 | -1) => {
    if (!current || list.length === 0) return false;
    const from = activeIndex < 0 && step < 0 ? list.length : activeIndex;
    setActive({ list, index: (from + step + list.length) % list.length });
    return true;
  };

  return {
    listId,
    activeIndex,
    move,
    /** A new keystroke: nothing highlighted until the arrows say so. */
    reset: () => setActive({ list: null, index: -1 }),
    inputProps: {
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': expanded,
      'aria-controls': listId,
      'aria-activedescendant': expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined,
      autoComplete: 'off',
    } as const,
    optionProps: (index: number) => ({
      id: optionId(index),
      role: 'option' as const,
      'aria-selected': index === activeIndex,
      onMouseDown: (event: MouseEvent) => event.preventDefault(),
      onMouseMove: () => {
        if (index !== activeIndex) setActive({ list, index });
      },
      onClick: () => onChoose(index),
    }),
  };
}
