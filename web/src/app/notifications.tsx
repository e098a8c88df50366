import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { create } from 'zustand';

/** A notice holds a locale key, not a text: switching language while it shows translates it. */
export type NoticeKey = ParseKeys;

type Notice = {
  readonly id: number;
  readonly key: NoticeKey;
  readonly severity: AlertColor;
  /** Messages the user must act on stay until closed. */
  readonly persist: boolean;
};

type NoticeState = {
  readonly current: Notice | null;
  readonly show: (key: NoticeKey, severity: AlertColor, options?: { persist?: boolean }) => void;
  readonly close: () => void;
};

let nextId = 0;

/** App-wide notices, so a screen can announce something and navigate away in the same breath. */
export const useNotifications = create<NoticeState>()((set) => ({
  current: null,
  show: (key, severity, options) => {
    nextId += 1;
    set({ current: { id: nextId, key, severity, persist: options?.persist ?? false } });
  },
  close: () => set({ current: null }),
}));

export const notify = (
  key: NoticeKey,
  severity: AlertColor,
  options?: { persist?: boolean },
): void => useNotifications.getState().show(key, severity, options);

export const clearNotifications = (): void => useNotifications.getState().close();

/** Wide enough for one message, narrow enough to stay over the navigation's empty foot. */
const DESKTOP_WIDTH = 264;

/**
 * Where a notice covers nothing the user is working with: on a wide screen, bottom-left over the
 * foot of the menu navigation (dialogs and the editor are centred to its right); on a phone, over
 * the app bar, never over dialog buttons at the bottom or the editor's sticky Save.
 */
export const Notifications = () => {
  const { t } = useTranslation();
  const current = useNotifications((state) => state.current);
  const close = useNotifications((state) => state.close);
  const wide = useMediaQuery(useTheme().breakpoints.up('md'));
  return (
    <Snackbar
      key={current?.id}
      open={current !== null}
      autoHideDuration={current?.persist ? null : 5000}
      onClose={(_, reason) => {
        if (reason !== 'clickaway') close();
      }}
      anchorOrigin={
        wide
          ? { vertical: 'bottom', horizontal: 'left' }
          : { vertical: 'top', horizontal: 'center' }
      }
      sx={wide ? { left: 8, bottom: 8, maxWidth: DESKTOP_WIDTH } : { top: 4 }}
    >
      {current ? (
        <Alert
          severity={current.severity}
          variant="filled"
          onClose={close}
          sx={wide ? { width: DESKTOP_WIDTH } : { width: '100%' }}
        >
          {t(current.key)}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
};
