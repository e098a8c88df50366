import MoreVert from '@mui/icons-material/MoreVert';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagedUser } from './api.ts';

export type UserAction = 'edit' | 'reset' | 'deactivate' | 'activate' | 'delete';

/** One user: name, e-mail, role and state, and a menu of what the administrator may do. */
export const UserRow = ({
  user,
  isSelf,
  canManage,
  onAction,
}: {
  user: ManagedUser;
  isSelf: boolean;
  canManage: boolean;
  onAction: (action: UserAction, user: ManagedUser) => void;
}) => {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const pick = (action: UserAction) => {
    setAnchor(null);
    onAction(action, user);
  };
  const name = isSelf ? `${user.Name} (${t('admin.users.you')})` : user.Name;
  return (
    <ListItem
      divider
      secondaryAction={
        canManage && (
          <>
            <IconButton
              edge="end"
              aria-label={t('admin.users.actions', { name: user.Name })}
              aria-haspopup="menu"
              onClick={(e) => setAnchor(e.currentTarget)}
            >
              <MoreVert />
            </IconButton>
            <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
              <MenuItem onClick={() => pick('edit')}>{t('admin.users.edit')}</MenuItem>
              <MenuItem onClick={() => pick('reset')}>{t('admin.users.resetPassword')}</MenuItem>
              {!isSelf &&
                (user.Active ? (
                  <MenuItem onClick={() => pick('deactivate')}>
                    {t('admin.users.deactivate')}
                  </MenuItem>
                ) : (
                  <MenuItem onClick={() => pick('activate')}>{t('admin.users.activate')}</MenuItem>
                ))}
              {!isSelf && (
                <MenuItem onClick={() => pick('delete')} sx={{ color: 'error.main' }}>
                  {t('admin.users.delete')}
                </MenuItem>
              )}
            </Menu>
          </>
        )
      }
      sx={{ pr: 7 }}
    >
      <ListItemText
        primary={name}
        secondary={
          <Stack
            component="span"
            direction="row"
            sx={{ flexWrap: 'wrap', gap: 0.75, mt: 0.5, alignItems: 'center' }}
          >
            <span style={{ overflowWrap: 'anywhere' }}>{user.Email}</span>
            <Chip
              component="span"
              size="small"
              label={
                user.isAdmin ? t('admin.users.platformAdmin') : t(`admin.users.roles.${user.Role}`)
              }
              color={user.Role === 'admin' || user.isAdmin ? 'primary' : 'default'}
            />
            {!user.Active && (
              <Chip
                component="span"
                size="small"
                label={t('admin.users.inactive')}
                color="warning"
              />
            )}
            {user.Active && !user.HasPassword && (
              <Chip
                component="span"
                size="small"
                variant="outlined"
                label={t('admin.users.pending')}
              />
            )}
          </Stack>
        }
        slotProps={{ secondary: { component: 'div' } }}
      />
    </ListItem>
  );
};
