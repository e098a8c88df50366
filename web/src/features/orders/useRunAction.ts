import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../api/errors.ts';
import { notify } from '../../app/notifications.tsx';
import type { DeskAction } from './api.ts';
import { orderKeys, useDeleteOrder, useOrderAction } from './queries.ts';

export type AnyDeskAction = DeskAction | 'delete';

/**
 * Runs a staff action on an order and says how it went. A 409 (someone else moved the order first,
 * or a tablet acted on a stale copy) says so and refetches the order, so the buttons offered next
 * are those of its real state.
 */
export const useRunAction = (ws: string) => {
  const client = useQueryClient();
  const act = useOrderAction(ws);
  const remove = useDeleteOrder(ws);
  const failed = (id: number) => (error: unknown) => {
    if (isApiError(error) && (error.status === 409 || error.status === 404)) {
      notify('orders.actions.transition', 'warning', { persist: true });
      void client.invalidateQueries({ queryKey: orderKeys.one(ws, id) });
      void client.invalidateQueries({ queryKey: orderKeys.lists(ws) });
    } else notify('orders.actions.error', 'error', { persist: true });
  };
  const run = (id: number, action: AnyDeskAction, onDone?: () => void) => {
    if (action === 'delete')
      remove.mutate(id, {
        onSuccess: () => {
          notify('orders.actions.done.delete', 'success');
          onDone?.();
        },
        onError: failed(id),
      });
    else
      act.mutate(
        { id, action },
        {
          onSuccess: () => {
            notify(`orders.actions.done.${action}`, 'success');
            onDone?.();
          },
          onError: failed(id),
        },
      );
  };
  return { run, pending: act.isPending || remove.isPending };
};
