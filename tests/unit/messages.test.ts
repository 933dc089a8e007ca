/** @jest-environment node */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';

type Catalogue = { [key: string]: string | Catalogue };

function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [inner, text] of flatten(value, path)) entries.set(inner, text);
  }
  return entries;
}

/** The names a message takes as arguments ({count}, {name} …), found in plurals and selects too. */
function argumentsOf(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    names.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, names);
    }
    if (element.type === TYPE.tag) argumentsOf(element.children, names);
  }
  return names;
}

const turkish = flatten(tr);
const english = flatten(en);

describe('the two catalogues', () => {
  it('carry the same keys', () => {
    expect([...turkish.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each([...turkish.keys()].filter((key) => english.has(key)))('%s takes the same arguments in both languages', (key) => {
    expect([...argumentsOf(parse(turkish.get(key)!))].sort()).toEqual([...argumentsOf(parse(english.get(key)!))].sort());
  });
});
