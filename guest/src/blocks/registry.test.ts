import { INTEGRATION_KEYS } from '@carta/domain/blocks/integration-keys';
import { contentTypes } from '@carta/domain/content-types';
import { describe, expect, it } from 'vitest';
import { NotAvailableView } from './NotAvailableView.tsx';
import { guestViews, viewExportName, viewFor } from './registry.ts';

/** Every block type of the domain catalogue (submenus is a kind of menu, not a block). */
const blockKeys = contentTypes.map((type) => type.key).filter((key) => key !== 'submenus');

const integrationKeys: readonly string[] = INTEGRATION_KEYS;

/** The view files on disk, found the way the registry finds them. */
const viewFiles = new Set(Object.keys(import.meta.glob(['./*/View.tsx', './*/View.lazy.tsx'])));

/** What a type lacks to be shown to a guest, naming the file (and export) to write. */
const missingFor = (key: string): string | undefined => {
  if (Object.hasOwn(guestViews, key) && viewFor(key) !== NotAvailableView) return undefined;
  if (integrationKeys.includes(key))
    return 'guest/src/blocks/integration/View.tsx: its row of INTEGRATION_KEYS';
  const file = [`./${key}/View.tsx`, `./${key}/View.lazy.tsx`].find((path) => viewFiles.has(path));
  return file
    ? `guest/src/blocks/${file.slice(2)}: export const ${viewExportName(key)}`
    : `guest/src/blocks/${key}/View.tsx (or View.lazy.tsx for a heavy view)`;
};

describe('the guest view registry, derived from the block folders', () => {
  it('reaches a view of every catalogue type, naming the folder a type lacks', () => {
    const missing = Object.fromEntries(
      blockKeys.flatMap((key) => {
        const what = missingFor(key);
        return what ? [[key, what]] : [];
      }),
    );
    expect(missing, 'catalogue types without a guest view, with what to write').toEqual({});
  });

  it('lists nothing but catalogue types (a folder named unlike its key is not a block)', () => {
    const strays = Object.keys(guestViews).filter((key) => !blockKeys.includes(key as never));
    expect(strays, 'view folders that are not catalogue keys').toEqual([]);
  });

  it('finds each heavy view, downloaded on first use, under the name its folder gives', async () => {
    const heavy = import.meta.glob<Record<string, unknown>>('./*/View.lazy.tsx');
    const unnamed: string[] = [];
    for (const [path, load] of Object.entries(heavy)) {
      const key = path.split('/')[1] ?? '';
      if (typeof (await load())[viewExportName(key)] !== 'function') unnamed.push(path);
    }
    expect(unnamed, 'View.lazy.tsx files without their `<Key>View` export').toEqual([]);
  });

  it('names each view after its folder: `qAndA/View.tsx` exports `QAndAView`', () => {
    expect(viewExportName('qAndA')).toBe('QAndAView');
    expect(viewExportName('wifi')).toBe('WifiView');
  });
});
