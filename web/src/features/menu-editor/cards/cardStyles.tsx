import GlobalStyles from '@mui/material/GlobalStyles';
import { visuallyHidden } from '../../../app/a11y.ts';

/**
 * The look of the content cards, as plain classes written once for the list: three hundred cards
 * then cost no style work each (an `sx` per element did, measurably, on large menus).
 */
export const CardStyles = () => (
  <GlobalStyles
    styles={(theme) => ({
      '.editor-card': {
        position: 'relative',
        background: theme.palette.background.paper,
        border: `1px solid ${theme.palette.divider}`,
        borderRadius: theme.shape.borderRadius,
        outline: 'none',
      },
      '.editor-card:focus-visible': { boxShadow: `0 0 0 2px ${theme.palette.primary.main}` },
      '.editor-card-head': {
        display: 'flex',
        alignItems: 'center',
        gap: theme.spacing(1),
        padding: theme.spacing(1),
        minHeight: 56,
      },
      '.editor-card-ord': {
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flex: '0 0 auto',
        minWidth: 32,
        height: 32,
        padding: '0 6px',
        borderRadius: 16,
        background: theme.palette.primary.main,
        color: theme.palette.primary.contrastText,
        ...theme.typography.body2,
      },
      '.editor-card-icon': { color: theme.palette.action.active, flex: '0 0 auto' },
      '.editor-card-title': {
        ...theme.typography.subtitle1,
        margin: 0,
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
      },
      '.editor-card-flags': {
        display: 'flex',
        gap: theme.spacing(0.5),
        flex: 1,
        minWidth: 0,
      },
      // A phone: chips take a row of their own under the header, never over the type name.
      [theme.breakpoints.down('sm')]: {
        '.editor-card-head': { flexWrap: 'wrap', rowGap: theme.spacing(0.5) },
        '.editor-card-title': { flex: '1 1 0' },
        '.editor-card-flags': { order: 1, flexBasis: '100%', flexWrap: 'wrap' },
        '.editor-card-flags:empty': { display: 'none' },
      },
      '.editor-card-sr': visuallyHidden,
      '.editor-card-body': { padding: theme.spacing(0, 2, 2) },
      '.editor-card-plus': {
        position: 'absolute',
        top: -27,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 1,
      },
    })}
  />
);
