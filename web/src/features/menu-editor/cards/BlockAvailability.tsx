import type { Content } from '@carta/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session.tsx';
import type { ContentPatch } from '../../../blocks/types.ts';
import { ContentAvailabilityEditor } from '../../../widgets/AvailabilityEditor/variants.tsx';

/** The block's availability (behaviour.md#menu-editor, behaviour.md#widgets content variant), opened from the card's actions. */
export const BlockAvailability = ({
  content,
  onChange,
}: {
  readonly content: Content;
  readonly onChange: (patch: ContentPatch) => void;
}) => {
  const { t } = useTranslation();
  const { enterprise } = useSession();
  return (
    <Box sx={{ px: 2, pb: 2, borderBottom: 1, borderColor: 'divider' }}>
      <Typography variant="subtitle2" component="h4" gutterBottom>
        {t('contents.availability')}
      </Typography>
      <ContentAvailabilityEditor
        content={content}
        onChange={onChange}
        timeZone={enterprise.TimeZone}
      />
    </Box>
  );
};
