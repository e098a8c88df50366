import { CONTENT_TYPE_GROUPS, contentTypes } from '@carta/domain';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { useTranslation } from 'react-i18next';
import { typeDisplay } from '../../blocks/typeInfo.ts';

/** The block types the enterprise offers (`Permission`, behaviour.md#scopes), by the add-content grid's groups. */
export const TypesCard = ({
  value,
  onChange,
}: {
  value: readonly number[];
  onChange: (next: number[]) => void;
}) => {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
        gap: 2,
      }}
    >
      {CONTENT_TYPE_GROUPS.map((group) => (
        <Box key={group} component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
          <FormLabel component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
            {t(`contentTypeGroups.${group}`)}
          </FormLabel>
          <FormGroup>
            {contentTypes
              .filter((type) => type.group === group)
              .map((type) => {
                const display = typeDisplay(type.id);
                return (
                  <FormControlLabel
                    key={type.id}
                    control={
                      <Checkbox
                        size="small"
                        checked={value.includes(type.id)}
                        onChange={(e) =>
                          onChange(
                            e.target.checked
                              ? [...value, type.id]
                              : value.filter((id) => id !== type.id),
                          )
                        }
                      />
                    }
                    label={display ? t(display.nameKey) : type.key}
                  />
                );
              })}
          </FormGroup>
        </Box>
      ))}
    </Box>
  );
};
