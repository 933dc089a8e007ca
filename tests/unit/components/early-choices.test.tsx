import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useEarlyChoices } from '@/components/category/useEarlyChoices';

/** A listing's filter form as the server draws it: one box, one menu (outside the form, as the sort is), and a price. */
function Filters({ onSubmit }: { onSubmit: () => void }) {
  const formRef = useEarlyChoices();
  return (
    <div>
      <form
        ref={formRef}
        id="filters"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <input type="checkbox" name="designer" value="7" aria-label="Ada" />
        <input name="max" aria-label="max" defaultValue="" />
      </form>
      <select name="sort" form="filters" defaultValue="0" aria-label="sort">
        <option value="0">new</option>
        <option value="1">cheap</option>
      </select>
    </div>
  );
}

/** The server's markup in the page, `change` applied to it as a shopper would before the script runs, then hydrated. */
async function hydrateAfter(change: (container: HTMLElement) => void) {
  const onSubmit = jest.fn();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Filters onSubmit={onSubmit} />);
  document.body.append(container);
  change(container);
  await act(async () => {
    hydrateRoot(container, <Filters onSubmit={onSubmit} />);
  });
  container.remove();
  return onSubmit;
}

describe('useEarlyChoices', () => {
  it('applies a box ticked before hydration', async () => {
    const onSubmit = await hydrateAfter((container) => container.querySelector<HTMLInputElement>('input[type=checkbox]')!.click());
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('applies a sort chosen before hydration, the menu being the form’s through its form attribute', async () => {
    const onSubmit = await hydrateAfter((container) => {
      container.querySelector('select')!.value = '1';
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('leaves untouched choices and a typed price alone: prices wait for Apply', async () => {
    expect(await hydrateAfter(() => undefined)).not.toHaveBeenCalled();
    expect(
      await hydrateAfter((container) => {
        container.querySelector<HTMLInputElement>('input[name=max]')!.value = '500';
      }),
    ).not.toHaveBeenCalled();
  });
});
