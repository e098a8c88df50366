import type { BlockKey } from '@carta/domain/content-types';
import type { GuestBlockOf } from '@carta/domain/guest/data';
import { type ComponentType, lazy } from 'react';

/**
 * What a guest view receives: its block as the guest API sends it, typed from the block's schema
 * and guest allow-list (`GuestBlockOf<K>`: ID, Type, Key, ORD, _fallback and its own fields, each
 * translatable one already a string in the guest's language). The venue and language come from
 * `useGuest()`, labels from `useLabels()`.
 */
export type GuestViewProps<K extends BlockKey> = { readonly block: GuestBlockOf<K> };

/** The guest view of block type K. */
export type GuestView<K extends BlockKey> = ComponentType<GuestViewProps<K>>;

/**
 * A view downloaded the first time a page shows its block type: for views whose code weighs on the
 * first load (a map library, a QR encoder). Light views are imported directly.
 */
export const lazyView = <K extends BlockKey>(load: () => Promise<GuestView<K>>): GuestView<K> =>
  lazy(async () => ({ default: await load() }));
