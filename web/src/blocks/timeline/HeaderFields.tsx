import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { ImageSelector } from '../../widgets/ImageSelector/ImageSelector.tsx';
import { ConnectedTranslatableField } from '../../widgets/TranslatableField/ConnectedTranslatableField.tsx';
import type { BlockEditorProps } from '../types.ts';
import { StartDateField } from './StartDateField.tsx';

type HeaderFieldsProps = Pick<BlockEditorProps<'timeline'>, 'data' | 'languages' | 'onChange'>;

/**
 * behaviour.md#editing: HideHeader hides every header option, the date and the image; IsHeaderText shows a text
 * header and subtext instead of the start date.
 */
export const HeaderFields = ({ data, languages, onChange }: HeaderFieldsProps) => {
  const { t } = useTranslation();
  const hidden = data.HideHeader;
  const textHeader = data.IsHeaderText;
  return (
    <Stack spacing={1.5}>
      <FormControlLabel
        control={
          <Checkbox checked={hidden} onChange={(e) => onChange({ HideHeader: e.target.checked })} />
        }
        label={t('blocks.timeline.hideHeader')}
      />
      {!hidden && (
        <>
          <FormControlLabel
            control={
              <Checkbox
                checked={textHeader}
                onChange={(e) => onChange({ IsHeaderText: e.target.checked })}
              />
            }
            label={t('blocks.timeline.isHeaderText')}
          />
          {textHeader ? (
            <>
              <ConnectedTranslatableField
                label={t('blocks.timeline.headerText')}
                value={data.TimeLineTextHeader}
                languages={languages}
                onChange={(TimeLineTextHeader) => onChange({ TimeLineTextHeader })}
              />
              <ConnectedTranslatableField
                label={t('blocks.timeline.headerSubtext')}
                value={data.TimeLineSubTextHeader}
                languages={languages}
                onChange={(TimeLineSubTextHeader) => onChange({ TimeLineSubTextHeader })}
              />
            </>
          ) : (
            <StartDateField
              label={t('blocks.timeline.startDate')}
              value={data.TimelineDate}
              onChange={(TimelineDate) => onChange({ TimelineDate })}
            />
          )}
          <ImageSelector
            label={t('blocks.timeline.headerImage')}
            value={data.TimelineImage}
            onChange={(TimelineImage) => onChange({ TimelineImage })}
            clearable
          />
        </>
      )}
    </Stack>
  );
};
