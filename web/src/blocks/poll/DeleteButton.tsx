import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../widgets/ConfirmDialog/ConfirmDialog.tsx';

type DeleteButtonProps = {
  /** What the button deletes, for its tooltip and accessible name. */
  readonly label: string;
  /** Ask first: only when something typed would be lost. */
  readonly confirm: boolean;
  readonly message: string;
  readonly onDelete: () => void;
};

/** A bin that deletes at once what is still empty and asks first for anything with content. */
export const DeleteButton = ({ label, confirm, message, onDelete }: DeleteButtonProps) => {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          onClick={() => (confirm ? setAsking(true) : onDelete())}
          size="small"
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <ConfirmDialog
        open={asking}
        title={t('confirmDelete.title')}
        message={message}
        confirmLabel={t('common.delete')}
        destructive
        onClose={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onDelete();
        }}
      />
    </>
  );
};
