import { useState } from 'react';
import { isApiError } from '../../../api/errors.ts';
import { notify } from '../../../app/notifications.tsx';
import type { Order, OrderItem } from '../api.ts';
import { itemName } from '../format.ts';
import { bumpLine, recallOrder } from './api.ts';

/** The last bump made on this device: what "Deshacer" takes back. */
export type LastBump = { readonly itemId: number; readonly done: boolean; readonly name: string };

/**
 * The board's per-line actions (behaviour.md#kitchen): bump a line, undo the last bump made here,
 * recall a served order. Each answer is shown at once (`onOrder`); the stream brings it to every
 * other board. A 409 (another tablet moved the order first) says so; the stream has the real state.
 */
export const useLineActions = (ws: string, language: string, onOrder: (order: Order) => void) => {
  const [last, setLast] = useState<LastBump | null>(null);
  const [pending, setPending] = useState(false);
  const run = async (work: () => Promise<{ data: Order }>, after?: (order: Order) => void) => {
    setPending(true);
    try {
      const { data } = await work();
      onOrder(data);
      after?.(data);
    } catch (error) {
      notify(
        isApiError(error) && error.status === 409 ? 'orders.actions.transition' : 'stations.error',
        'warning',
        { persist: true },
      );
    } finally {
      setPending(false);
    }
  };
  return {
    pending,
    last,
    bump: (item: OrderItem) => {
      const done = !item.DoneAt;
      return run(
        () => bumpLine(ws, item.ID, done),
        () => setLast({ itemId: item.ID, done, name: itemName(item.Name, language) }),
      );
    },
    undo: () => {
      if (!last) return;
      return run(
        () => bumpLine(ws, last.itemId, !last.done),
        () => setLast(null),
      );
    },
    recall: (order: Order) =>
      run(
        () => recallOrder(ws, order.ID),
        () => notify('stations.recalled', 'success'),
      ),
  };
};
