import type { SessionUser } from '../../api/types.ts';

/** An administrator of the enterprise: its role, or a platform administrator working in it. */
export const isEnterpriseAdmin = (user: SessionUser): boolean =>
  user.isAdmin || user.Role === 'admin';
