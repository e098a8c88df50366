import { createTheme, type Theme, type ThemeOptions, ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { create } from 'zustand';

/**
 * isDview (behaviour.md#who): the display mode of digital displays and kiosks, with outlined inputs. A user or
 * enterprise flag is not in the API, so it is the user's choice on this browser: a switch in the
 * app bar's display settings, or `?isDview=1` / `?isDview=0` in a link, both kept in localStorage.
 */
const STORAGE_KEY = 'isDview';

const readStored = (): boolean => {
  try {
    return localStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    return false;
  }
};

type DisplayModeState = { readonly isDview: boolean; readonly setDview: (on: boolean) => void };

export const useDisplayMode = create<DisplayModeState>()((set) => ({
  isDview: readStored(),
  setDview: (isDview) => {
    try {
      localStorage.setItem(STORAGE_KEY, isDview ? '1' : '0');
    } catch {
      // Without storage the choice lasts as long as the page.
    }
    set({ isDview });
  },
}));

/** Reads `?isDview=` once it appears in the route, so a kiosk link sets the mode. */
export const useDisplayModeFromQuery = (): void => {
  const [params] = useSearchParams();
  const wanted = params.get(STORAGE_KEY);
  useEffect(() => {
    if (wanted === '1' || wanted === 'true') useDisplayMode.getState().setDview(true);
    if (wanted === '0' || wanted === 'false') useDisplayMode.getState().setDview(false);
  }, [wanted]);
};

export type InputVariant = 'outlined' | 'filled';

export const inputVariant = (isDview: boolean): InputVariant => (isDview ? 'outlined' : 'filled');

/**
 * Every input under it takes the mode's variant, block editors included, without each one being
 * told: the MUI defaults change, an explicit `variant` still wins.
 */
export const EditorInputs = ({ children }: { readonly children: ReactNode }) => {
  const variant = inputVariant(useDisplayMode((state) => state.isDview));
  const theme = useCallback(
    // A theme is valid options at runtime (MUI's nested-theme pattern), but letting tsc prove
    // Theme assignable to ThemeOptions cost a quarter of the web workspace's typecheck (about
    // 400 000 type instantiations for this one call); the cast skips only that proof.
    (outer: Theme) =>
      createTheme(outer as unknown as ThemeOptions, {
        components: {
          MuiTextField: { defaultProps: { variant } },
          MuiFormControl: { defaultProps: { variant } },
          MuiSelect: { defaultProps: { variant } },
        },
      }),
    [variant],
  );
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
};
