import { useCallback, useState } from 'react';

const STORAGE_KEY = 'menuSettingsOpen';

const readStored = (): boolean => {
  try {
    return localStorage.getItem(STORAGE_KEY) !== '0';
  } catch {
    return true;
  }
};

/**
 * Whether the menu settings card is open: open unless the user closed it, remembered on this
 * browser for every menu, so someone who edits blocks all day closes it once.
 */
export const useSettingsOpen = (): [boolean, (open: boolean) => void] => {
  const [open, setOpenState] = useState(readStored);
  const setOpen = useCallback((next: boolean) => {
    try {
      localStorage.setItem(STORAGE_KEY, next ? '1' : '0');
    } catch {
      // Without storage the choice lasts as long as the page.
    }
    setOpenState(next);
  }, []);
  return [open, setOpen];
};
