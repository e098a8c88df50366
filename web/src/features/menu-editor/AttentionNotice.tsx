import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { revealFirstInvalid } from './revealField.ts';
import { fieldsNeedingAttention, useMenuEditorStore } from './store.ts';

/**
 * After a refused Save, how many fields still need attention, in the toolbar that stays in view;
 * it follows the fixes and leaves when none is left. A click goes back to the first of them.
 */
export const AttentionNotice = () => {
  const { t } = useTranslation();
  // Counted only after a refused Save: typing costs nothing until then.
  const count = useMenuEditorStore((state) =>
    state.refusedSave ? fieldsNeedingAttention(state).length : 0,
  );
  return (
    <span role="alert">
      {count > 0 && (
        <Button
          color="error"
          size="small"
          startIcon={<ErrorOutline />}
          onClick={() => void revealFirstInvalid()}
          sx={{ textTransform: 'none', textAlign: 'start' }}
        >
          {t('menus.attention.count', { count })}
        </Button>
      )}
    </span>
  );
};
