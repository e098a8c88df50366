/** Private API calls for the block sweeps: create a menu with blocks, read its contents back. */

export type ApiContent = Record<string, unknown> & {
  ID: number | string;
  Type: number;
  ORD: number;
};

export const apiLogin = async (
  baseUrl: string,
  who: { email: string; password: string },
): Promise<string> => {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  });
  if (response.status !== 200) throw new Error(`login ${who.email}: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
};

export const apiCall = async <T>(
  baseUrl: string,
  token: string,
  method: 'GET' | 'PUT',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> => {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
};

/**
 * A new contents menu of enterprise 1 holding `blocks` (each given a 'new_<n>' id and its ORD),
 * saved in one `PUT /api/menus/1`; answers the new menu's id.
 */
export const createMenuWithBlocks = async (
  baseUrl: string,
  token: string,
  name: string,
  blocks: readonly Record<string, unknown>[],
): Promise<number> => {
  const { status, body } = await apiCall<{ newID: number; error?: unknown }>(
    baseUrl,
    token,
    'PUT',
    '/menus/1',
    {
      ID: 'new',
      IsNew: true,
      Name: { es: name },
      Type: 0,
      Content: blocks.map((block, index) => ({ ID: `new_${index + 1}`, ORD: index, ...block })),
    },
  );
  if (status !== 200) throw new Error(`menu save: ${status} ${JSON.stringify(body)}`);
  return body.newID;
};

export const readContents = async (
  baseUrl: string,
  token: string,
  menuId: number,
): Promise<ApiContent[]> => {
  const { status, body } = await apiCall<{ data: ApiContent[] }>(
    baseUrl,
    token,
    'GET',
    `/contents/${menuId}`,
  );
  if (status !== 200) throw new Error(`contents of ${menuId}: ${status}`);
  return body.data;
};
