/**
 * What ordering keeps in the browser (behaviour.md#data): the point token in session storage (`dishOrderToken`:
 * a tab that closes forgets the table), the order last touched in local storage (`dishOrderID`),
 * and this phone's device id (`carta.guest.deviceId`), which marks the lines it added.
 * Storage may be refused (private mode, full): ordering then works for this page's life only.
 */
const TOKEN_KEY = 'dishOrderToken';
const ORDER_KEY = 'dishOrderID';
const DEVICE_KEY = 'carta.guest.deviceId';

const read = (storage: () => Storage, key: string): string | null => {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
};

const write = (storage: () => Storage, key: string, value: string | null) => {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // Not kept: the page still works until it is closed.
  }
};

const session = () => window.sessionStorage;
const local = () => window.localStorage;

export const readToken = (): string | null => read(session, TOKEN_KEY);
export const storeToken = (token: string) => write(session, TOKEN_KEY, token);

export const readOrderId = (): number | null => {
  const raw = read(local, ORDER_KEY);
  return raw !== null && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null;
};
export const storeOrderId = (id: number | null) =>
  write(local, ORDER_KEY, id === null ? null : String(id));

/** behaviour.md#editing: the session ends on any 403, a failed token fetch or a check naming point 'undefined'. */
export const clearPointSession = () => {
  write(session, TOKEN_KEY, null);
  write(local, ORDER_KEY, null);
};

const DEVICE_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;

let memoryDevice: string | null = null;

/** A random id for this phone (the server's DeviceID: [A-Za-z0-9_-]{1,100}), made once. */
export const deviceId = (): string => {
  const stored = read(local, DEVICE_KEY);
  if (stored && DEVICE_PATTERN.test(stored)) return stored;
  if (memoryDevice) {
    // Storage was cleared while the page stayed open: keep this phone's id, write it back.
    write(local, DEVICE_KEY, memoryDevice);
    return memoryDevice;
  }
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const id = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  memoryDevice = id;
  write(local, DEVICE_KEY, id);
  return id;
};
