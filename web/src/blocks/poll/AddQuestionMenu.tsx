import { POLL_QUESTION_TYPES, type PollQuestionType } from '@carta/domain/blocks/poll';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

type AddQuestionMenuProps = {
  readonly onAdd: (type: PollQuestionType) => void;
  readonly disabled?: boolean;
};

/** behaviour.md#blocks: the 'add item' menu titled 'select type', one entry per question kind. */
export const AddQuestionMenu = ({ onAdd, disabled = false }: AddQuestionMenuProps) => {
  const { t } = useTranslation();
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        id={`${id}-button`}
        variant="outlined"
        startIcon={<AddIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={disabled}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? `${id}-menu` : undefined}
      >
        {t('blocks.poll.addItem')}
      </Button>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': `${id}-title`, dense: true } }}
      >
        <ListSubheader id={`${id}-title`}>{t('blocks.poll.selectType')}</ListSubheader>
        {POLL_QUESTION_TYPES.map((type) => (
          <MenuItem
            key={type}
            onClick={() => {
              setAnchor(null);
              onAdd(type);
            }}
          >
            {t(`blocks.poll.types.${type}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
