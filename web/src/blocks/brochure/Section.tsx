import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

type SectionProps = {
  readonly title: string;
  /** The section's With* flag: whether guests see it. */
  readonly shown: boolean;
  readonly onShownChange: (shown: boolean) => void;
  readonly children: ReactNode;
};

/**
 * One detail section of the brochure, collapsed until opened (behaviour.md#editing); its fields are built only while
 * it is open, so a closed brochure costs no rich-text editor.
 */
export const Section = ({ title, shown, onShownChange, children }: SectionProps) => {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Accordion
      disableGutters
      variant="outlined"
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        id={`${id}-header`}
        aria-controls={`${id}-body`}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flex: 1, mr: 1 }}>
          <Typography sx={{ flex: 1 }}>{title}</Typography>
          <Chip
            size="small"
            variant="outlined"
            color={shown ? 'success' : 'default'}
            label={shown ? t('blocks.brochure.sectionOn') : t('blocks.brochure.sectionOff')}
          />
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <Stack spacing={2}>
          <FormControlLabel
            control={
              <Switch checked={shown} onChange={(event) => onShownChange(event.target.checked)} />
            }
            label={t('blocks.brochure.showSection', { section: title })}
          />
          {children}
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
};
