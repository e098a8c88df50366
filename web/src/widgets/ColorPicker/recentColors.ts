import { addRecentColor, readRecentColors } from '@carta/domain/color';
import { useSyncExternalStore } from 'react';

const KEY = 'carta.recentColors';
const listeners = new Set<() => void>();
let cache: { raw: string | null; list: readonly string[] } = { raw: null, list: [] };

const readRaw = (): string | null => {
  try {
    return localStorage.getItem(KEY);
  } catch {
    // Storage can be disabled (private mode, policies): no recent colours then.
    return null;
  }
};

const snapshot = (): readonly string[] => {
  const raw = readRaw();
  if (raw !== cache.raw) cache = { raw, list: readRecentColors(raw) };
  return cache.list;
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  // Another tab choosing a colour updates this one's list too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
};

/** Remembers a colour the user chose, newest first (the last 8, in this browser). */
export const rememberColor = (color: string) => {
  try {
    localStorage.setItem(KEY, JSON.stringify(addRecentColor(snapshot(), color)));
  } catch {
    return;
  }
  for (const listener of listeners) listener();
};

export const useRecentColors = (): readonly string[] =>
  useSyncExternalStore(subscribe, snapshot, () => []);
