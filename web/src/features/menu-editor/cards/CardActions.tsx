import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined';
import EventAvailable from '@mui/icons-material/EventAvailable';
import QuestionAnswerOutlined from '@mui/icons-material/QuestionAnswerOutlined';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SavedNote } from '../../../widgets/SavedNote/SavedNote.tsx';
import { CardActionsMenu } from './CardActionsMenu.tsx';
import { type CardActionInput, useCardActionHandlers } from './useCardActionHandlers.ts';

type CardActionsProps = CardActionInput & {
  readonly availabilityOpen: boolean;
  /** A phone: the actions go into one ⋮ menu so the type name stays readable. */
  readonly compact: boolean;
};

/** A disabled button fires no events: the span lets its tooltip say why it is disabled. */
const Action = ({ title, children }: { readonly title: string; readonly children: ReactNode }) => (
  <Tooltip title={title} describeChild>
    <span>{children}</span>
  </Tooltip>
);

/** behaviour.md#menu-editor card actions: move, hide on mobile, availability, clone, delete; answers on forms and polls. */
export const CardActions = memo(function CardActions({
  availabilityOpen,
  compact,
  ...input
}: CardActionsProps) {
  const { t } = useTranslation();
  const actions = useCardActionHandlers(input);
  // Hiding on mobile is stored at once (behaviour.md#editing), not with Save: the card says so.
  const saved = <SavedNote visible={actions.hideSaved} label={t('menus.immediate.saved')} />;
  if (compact) {
    return (
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        {saved}
        <CardActionsMenu actions={actions} />
      </Stack>
    );
  }
  const { hidden, hideLabel, moveBlockedReason } = actions;

  return (
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      {saved}
      {actions.answers && (
        <Button
          size="small"
          startIcon={<QuestionAnswerOutlined />}
          onClick={actions.answers.open}
          sx={{ mr: 0.5, whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          {actions.answers.label}
        </Button>
      )}
      <Action title={moveBlockedReason ?? t('contents.move')}>
        <IconButton
          aria-label={t('contents.move')}
          disabled={moveBlockedReason !== null}
          onClick={actions.move}
        >
          <DriveFileMoveOutlined />
        </IconButton>
      </Action>
      <Action title={hideLabel}>
        <IconButton
          aria-label={hideLabel}
          aria-pressed={hidden}
          color={hidden ? 'error' : 'default'}
          onClick={actions.toggleHidden}
        >
          {hidden ? <VisibilityOff /> : <Visibility />}
        </IconButton>
      </Action>
      <Action title={t('contents.availability')}>
        <IconButton
          aria-label={t('contents.availability')}
          aria-expanded={availabilityOpen}
          color={actions.temporary ? 'primary' : 'default'}
          onClick={actions.toggleAvailability}
        >
          <EventAvailable />
        </IconButton>
      </Action>
      <Action title={t('contents.clone')}>
        <IconButton aria-label={t('contents.clone')} onClick={actions.clone}>
          <ContentCopy />
        </IconButton>
      </Action>
      <Action title={t('contents.delete')}>
        <IconButton aria-label={t('contents.delete')} color="error" onClick={actions.remove}>
          <DeleteOutline />
        </IconButton>
      </Action>
    </Stack>
  );
});
