import { parseTranslatable } from '@carta/domain/translatable';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useShowExtras } from '../../../api/extras.ts';
import { useSession } from '../../../app/session.tsx';
import { ConnectedTranslatableField } from '../../../widgets/TranslatableField/ConnectedTranslatableField.tsx';
import type { BlockEditorProps } from '../../types.ts';
import { ExtraGroupsList } from './ExtraGroupsList.tsx';
import { ExtrasList } from './ExtrasList.tsx';

type SectionProps = Pick<BlockEditorProps<'food'>, 'data' | 'languages' | 'onChange'> & {
  /** The saved dish's id (behaviour.md#blocks MenuContentID); null while the block is new. */
  readonly menuContentId: number | null;
};

/**
 * behaviour.md#blocks: only for enterprises with IncludeExtras; the session's enterprise carries the setting, and
 * `show-extras` answers it when the session does not.
 */
export const ExtrasSection = (props: SectionProps) => {
  const { t } = useTranslation();
  const { enterprise } = useSession();
  const fromSession: unknown = enterprise.IncludeExtras;
  const known = typeof fromSession === 'boolean';
  const asked = useShowExtras(enterprise.ID, !known);
  const include = known ? fromSession : asked.data === true;
  if (!include) return null;
  if (props.menuContentId === null) {
    return <Alert severity="info">{t('blocks.food.saveBeforeExtras')}</Alert>;
  }
  return <ExtrasPanel {...props} ws={enterprise.ID} contentId={props.menuContentId} />;
};

/** The expansion panel: its body (and the extras call) only exists while it is open. */
const ExtrasPanel = ({
  data,
  languages,
  onChange,
  ws,
  contentId,
}: SectionProps & { readonly ws: string; readonly contentId: number }) => {
  const { t } = useTranslation();
  return (
    <Accordion
      variant="outlined"
      disableGutters
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMore />}>
        <Typography>{t('blocks.food.extrasTitle')}</Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Stack spacing={2}>
          <ConnectedTranslatableField
            label={t('blocks.food.labelExtras')}
            value={parseTranslatable(data.FoodLabelExtras)}
            languages={languages}
            // behaviour.md#data: FoodLabelExtras is kept as a JSON string of the translatable object, both ways.
            onChange={(value) => onChange({ FoodLabelExtras: JSON.stringify(value) })}
          />
          <FormControlLabel
            label={t('blocks.food.onlyOne')}
            control={
              <Switch
                checked={data.FoodOnlyOne}
                onChange={(event) => onChange({ FoodOnlyOne: event.target.checked })}
              />
            }
          />
          <ExtraGroupsList ws={ws} contentId={contentId} languages={languages} />
          <ExtrasList ws={ws} contentId={contentId} languages={languages} />
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
};
