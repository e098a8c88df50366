import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderItem } from '../api.ts';
import { itemName } from '../format.ts';
import { KitchenChoices } from '../KitchenCard.tsx';

/** How long a finger stays on a line to mark its dish sold out. */
const LONG_PRESS_MS = 600;

type Props = {
  readonly item: OrderItem;
  readonly language: string;
  /** Lines can be bumped (the kitchen is preparing the order). */
  readonly bumpable: boolean;
  readonly busy: boolean;
  readonly onBump: (item: OrderItem) => void;
  readonly onSoldOut: (item: OrderItem) => void;
};

/**
 * One line on a kitchen card (behaviour.md#kitchen): a tap bumps it (ready, or back to do); a
 * long press, a right click, Shift+F10 or the context-menu key marks its dish sold out. On a new
 * order, where nothing is bumped yet, a tap asks about sold out too.
 */
export const KitchenLine = ({ item, language, bumpable, busy, onBump, onSoldOut }: Props) => {
  const { t } = useTranslation();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const longPressed = useRef(false);
  const done = Boolean(item.DoneAt);
  const name = itemName(item.Name, language);
  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  const hintId = `kitchen-line-hint-${item.ID}`;
  return (
    <Box component="li" sx={{ mb: 0.5 }}>
      <ButtonBase
        data-line={item.ID}
        data-done={done ? 'true' : 'false'}
        aria-pressed={bumpable ? done : undefined}
        aria-describedby={hintId}
        aria-keyshortcuts="Shift+F10"
        disabled={busy}
        onPointerDown={() => {
          longPressed.current = false;
          cancel();
          timer.current = setTimeout(() => {
            longPressed.current = true;
            onSoldOut(item);
          }, LONG_PRESS_MS);
        }}
        onPointerUp={cancel}
        onPointerLeave={cancel}
        onPointerCancel={cancel}
        onContextMenu={(event) => {
          event.preventDefault();
          cancel();
          if (!longPressed.current) onSoldOut(item);
          longPressed.current = true;
        }}
        onKeyDown={(event) => {
          if (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey)) {
            event.preventDefault();
            onSoldOut(item);
          }
        }}
        onClick={() => {
          // The end of a long press is not a tap.
          if (longPressed.current) {
            longPressed.current = false;
            return;
          }
          if (bumpable) onBump(item);
          else onSoldOut(item);
        }}
        sx={{
          display: 'block',
          width: '100%',
          textAlign: 'left',
          fontSize: 22,
          p: 0.75,
          borderRadius: 1,
          userSelect: 'none',
          WebkitTouchCallout: 'none',
          bgcolor: done ? 'success.50' : 'transparent',
          '&:hover': { bgcolor: 'action.hover' },
          '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main' },
        }}
      >
        <Box
          component="span"
          sx={{
            textDecoration: done ? 'line-through' : 'none',
            color: done ? 'text.secondary' : 'inherit',
          }}
        >
          <strong>{item.Quantity} ×</strong> {name}
        </Box>
        {done && (
          <Box component="span" sx={{ ml: 1, color: 'success.dark', fontWeight: 700 }}>
            ✓ {t('stations.done')}
          </Box>
        )}
        <KitchenChoices item={item} language={language} />
      </ButtonBase>
      <Box component="span" id={hintId} sx={{ display: 'none' }}>
        {bumpable ? t('stations.bumpHint') : t('stations.soldOutHint')}
      </Box>
    </Box>
  );
};
