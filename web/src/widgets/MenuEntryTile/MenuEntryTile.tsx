import { type Translatable, translatedValue } from '@carta/domain/translatable';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ButtonHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../i18n/useUiLanguage.ts';
import { type EnterpriseStyle, TILE_GRADIENT, tileLook } from './tileLook.ts';

export type { EnterpriseStyle };

/** What a drag-and-drop library puts on the handle (dnd-kit: `{ ...attributes, ...listeners }`). */
export type DragHandleProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> & {
  readonly [data: `data-${string}`]: string | undefined;
};

export type MenuEntryTileProps = {
  readonly name: Translatable;
  readonly style: EnterpriseStyle;
  /** A submenu entry: the *Secundary colours, font and size, and withGradientSubmenu. */
  readonly secondary?: boolean;
  /** Shows the move handle and the edit button. */
  readonly editable?: boolean;
  /** Not yet saved: it cannot be edited until it has an id. */
  readonly isNew?: boolean;
  readonly onEdit?: () => void;
  readonly dragHandleProps?: DragHandleProps;
  /** The entry's image, behind the name as guest apps show it. */
  readonly image?: string | null;
  /** The language of the name; defaults to the UI language (then 'es'). */
  readonly locale?: string;
};

/** A menu entry as the guest app shows it, with the editor's handle and pencil when editable. */
export const MenuEntryTile = ({
  name,
  style,
  secondary = false,
  editable = false,
  isNew = false,
  onEdit,
  dragHandleProps,
  image,
  locale,
}: MenuEntryTileProps) => {
  const { t } = useTranslation();
  const uiLanguage = useUiLanguage();
  const look = tileLook(style, secondary);
  const text = translatedValue(name, locale ?? uiLanguage);
  const shownName = text || t('widgets.MenuEntryTile.untitled');
  const editLabel = t('widgets.MenuEntryTile.edit', { name: shownName });

  return (
    <Box
      sx={{
        position: 'relative',
        overflow: 'hidden',
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        minHeight: secondary ? 56 : 80,
        px: editable ? 0.5 : 2,
        py: 1,
        borderRadius: 1,
        bgcolor: look.background,
        color: look.color,
        backgroundImage: image ? `url("${encodeURI(image)}")` : undefined,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
        '&::before': look.gradient
          ? { content: '""', position: 'absolute', inset: 0, backgroundImage: TILE_GRADIENT }
          : undefined,
        '& > *': { position: 'relative' },
      }}
      data-gradient={look.gradient || undefined}
    >
      {editable && (
        <IconButton
          aria-label={t('widgets.MenuEntryTile.move', { name: shownName })}
          color="inherit"
          size="small"
          {...dragHandleProps}
          sx={{ cursor: 'grab', touchAction: 'none' }}
        >
          <DragIndicatorIcon />
        </IconButton>
      )}
      <Typography
        component="span"
        sx={{
          flex: 1,
          minWidth: 0,
          fontFamily: look.fontFamily,
          fontSize: look.fontSize,
          fontWeight: 500,
          lineHeight: 1.25,
          overflowWrap: 'anywhere',
          fontStyle: text ? undefined : 'italic',
          opacity: text ? 1 : 0.75,
          textShadow: look.gradient || image ? '0 1px 2px rgba(0, 0, 0, 0.6)' : undefined,
        }}
      >
        {shownName}
      </Typography>
      {editable &&
        (isNew ? (
          // A disabled button fires no events: the span carries the tooltip, and takes focus so
          // that keyboard users learn why too.
          <Tooltip title={t('menus.info.saveBeforeEdit')}>
            <Box component="span" tabIndex={0} sx={{ display: 'inline-flex', borderRadius: '50%' }}>
              <IconButton
                aria-label={editLabel}
                color="inherit"
                size="small"
                disabled
                sx={{ '&.Mui-disabled': { color: 'inherit', opacity: 0.45 } }}
              >
                <EditIcon />
              </IconButton>
            </Box>
          </Tooltip>
        ) : (
          <Tooltip title={editLabel}>
            <IconButton aria-label={editLabel} color="inherit" size="small" onClick={onEdit}>
              <EditIcon />
            </IconButton>
          </Tooltip>
        ))}
    </Box>
  );
};
