import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined';
import EventAvailable from '@mui/icons-material/EventAvailable';
import MoreVert from '@mui/icons-material/MoreVert';
import QuestionAnswerOutlined from '@mui/icons-material/QuestionAnswerOutlined';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardActionHandlers } from './useCardActionHandlers.ts';

type Item = {
  readonly label: string;
  readonly icon: ReactNode;
  readonly onSelect: () => void;
  readonly disabledReason?: string | null;
  readonly danger?: boolean;
};

/**
 * The card actions of a phone (behaviour.md#menu-editor): one ⋮ button opens a menu with the same actions and the same
 * confirmations as the desktop buttons, so the type name keeps the header's width. The menu is
 * MUI's: arrows move, Enter picks, Escape closes and focus returns to ⋮.
 */
export const CardActionsMenu = ({ actions }: { readonly actions: CardActionHandlers }) => {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const items: Item[] = [
    ...(actions.answers
      ? [
          {
            label: actions.answers.label,
            icon: <QuestionAnswerOutlined />,
            onSelect: actions.answers.open,
          },
        ]
      : []),
    {
      label: t('contents.move'),
      icon: <DriveFileMoveOutlined />,
      onSelect: actions.move,
      disabledReason: actions.moveBlockedReason,
    },
    {
      label: actions.hideLabel,
      icon: actions.hidden ? <VisibilityOff color="error" /> : <Visibility />,
      onSelect: actions.toggleHidden,
    },
    {
      label: t('contents.availability'),
      icon: <EventAvailable color={actions.temporary ? 'primary' : undefined} />,
      onSelect: actions.toggleAvailability,
    },
    { label: t('contents.clone'), icon: <ContentCopy />, onSelect: actions.clone },
    {
      label: t('contents.delete'),
      icon: <DeleteOutline color="error" />,
      onSelect: actions.remove,
      danger: true,
    },
  ];

  return (
    <>
      <IconButton
        aria-label={t('contents.moreActions')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVert />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {items.map((item) => (
          <MenuItem
            key={item.label}
            disabled={Boolean(item.disabledReason)}
            onClick={() => {
              setAnchor(null);
              item.onSelect();
            }}
            sx={item.danger ? { color: 'error.main' } : undefined}
          >
            <ListItemIcon>{item.icon}</ListItemIcon>
            <ListItemText primary={item.label} secondary={item.disabledReason} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
