import type { BlockKey } from '@carta/domain/content-types';
import type { AnyGuestBlock } from '@carta/domain/guest/data';
import type { ComponentType } from 'react';
import { NotAvailableView } from './NotAvailableView.tsx';
import { type GuestView, lazyView } from './types.ts';

/**
 * The type of the table: each block folder's view file adds its own line (declaration merging), so
 * the folder is all a new type needs (docs/adding-a-block.md). Deliberately empty here.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the block folders' `declare module` lines.
export interface GuestViews {}

type Module = Readonly<Record<string, unknown>>;

/**
 * Every block folder's view, found by its path: `./<key>/View.tsx` exporting `<Key>View`. Light
 * views share the block-views chunk (lazy.ts); a view with a heavy dependency (a QR encoder, a form
 * engine) is named `View.lazy.tsx` and downloaded the first time a page shows its type.
 */
const views = import.meta.glob<Module>('./*/View.tsx', { eager: true });
const heavyViews = import.meta.glob<Module>('./*/View.lazy.tsx');

const FOLDER = /^\.\/([^/]+)\/View(\.lazy)?\.tsx$/;

/** The name a folder's view is exported under: `qAndA` → `QAndAView`. */
export const viewExportName = (key: string): string =>
  `${key.charAt(0).toUpperCase()}${key.slice(1)}View`;

type AnyView = ComponentType<{ readonly block: AnyGuestBlock }>;

const folderOf = (path: string): string | undefined => FOLDER.exec(path)?.[1];

/**
 * A folder's rows: the header-only integration types share integration/ (one row per key of the
 * domain's list); any other folder is one type, its name the block key.
 */
const eagerRows = Object.entries(views).flatMap(([path, module]): [string, AnyView][] => {
  const folder = folderOf(path);
  if (!folder) return [];
  if (folder === 'integration')
    return Object.entries(module.integrationViews as Module) as [string, AnyView][];
  const view = module[viewExportName(folder)] as AnyView | undefined;
  return view ? [[folder, view]] : [];
});

const lazyRows = Object.entries(heavyViews).flatMap(([path, load]): [string, AnyView][] => {
  const folder = folderOf(path);
  if (!folder) return [];
  const view = lazyView(() =>
    load().then((module) => module[viewExportName(folder)] as GuestView<BlockKey>),
  );
  return [[folder, view as unknown as AnyView]];
});

const table: Readonly<Record<string, AnyView>> = Object.fromEntries([...eagerRows, ...lazyRows]);

/**
 * Block key → its guest view, derived from the folders (docs/adding-a-block.md, "Guest side").
 * Total and typed per block: a catalogue key whose folder does not declare its line, or a view typed
 * for another block's data, does not compile here; registry.test.ts names the folder a type lacks
 * at run time.
 */
export const guestViews: { readonly [K in BlockKey]: GuestView<K> } =
  table as unknown as GuestViews;

/**
 * The view for a block's `Key`; a key this app does not know (a newer server) gets the "not
 * available" card. The one place where a block's data is trusted to match its Key: the server
 * projects each block by its own type's allow-list (domain/src/guest/views.ts).
 */
export const viewFor = (key: string): AnyView =>
  (Object.hasOwn(table, key) ? table[key] : NotAvailableView) as AnyView;
