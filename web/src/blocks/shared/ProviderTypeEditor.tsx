import type { ProviderTypePrefix } from '@carta/domain/catalogues/providerTypes';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CatalogueSelect } from '../../widgets/CatalogueSelect/CatalogueSelect.tsx';
import { ColorPicker } from '../../widgets/ColorPicker/ColorPicker.tsx';
import type { ContentPatch } from '../types.ts';
import { type ProviderTypesQuery, useProviderTypes } from './useProviderTypes.ts';

/** One colour field of the block and its label. */
export type ColorField = { readonly field: string; readonly label: string };

export type ProviderTypeEditorProps = {
  readonly content: Readonly<Record<string, unknown>>;
  readonly onChange: (patch: ContentPatch) => void;
  readonly collapsed?: boolean;
  readonly query: ProviderTypesQuery;
  readonly prefix: ProviderTypePrefix;
  /** TypeActivity or TypeShow: 0 = all, 1–5. */
  readonly typeField: string;
  readonly colors: readonly ColorField[];
  readonly labels: {
    readonly type: string;
    /** The option 0, every type. */
    readonly all: string;
    readonly noLink: string;
    /** The collapsed line, given the chosen type's name. */
    readonly summary: (typeName: string) => string;
    /** A chosen type whose name the provider has not given (yet). */
    readonly typeNumber: (id: number) => string;
  };
};

/** A stored type: an integer 0–5; anything else reads as 0 (all). */
export const storedType = (value: unknown): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 5 ? value : 0;

const colorOf = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/**
 * Activity (13) and show (19): the provider's type to list (0 = all, 'TODOS') and four colours.
 * Without a DviewLink, or when the provider fails, 'all' and the colours stay editable.
 */
export const ProviderTypeEditor = ({
  content,
  onChange,
  collapsed,
  query,
  prefix,
  typeField,
  colors,
  labels,
}: ProviderTypeEditorProps) => {
  const { types, status, hasLink, retry } = useProviderTypes(query, prefix);
  const chosen = storedType(content[typeField]);
  const chosenName =
    chosen === 0
      ? labels.all
      : (types.find((type) => type.ID === chosen)?.Name ?? labels.typeNumber(chosen));

  if (collapsed) {
    return (
      <Typography variant="body2" noWrap>
        {labels.summary(chosenName)}
      </Typography>
    );
  }
  return (
    <Stack spacing={2}>
      {!hasLink && <Alert severity="info">{labels.noLink}</Alert>}
      <CatalogueSelect
        label={labels.type}
        noneLabel={labels.all}
        options={types.filter((type) => type.ID !== 0).map((t) => ({ value: t.ID, label: t.Name }))}
        // 0 is the select's 'none' entry, shown as 'TODOS'.
        value={chosen === 0 ? null : chosen}
        status={status}
        onRetry={retry}
        onChange={(value) =>
          onChange({ [typeField]: value === null ? 0 : storedType(Number(value)) })
        }
      />
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {colors.map(({ field, label }) => (
          <ColorPicker
            key={field}
            label={label}
            value={colorOf(content[field])}
            onChange={(value) => onChange({ [field]: value })}
          />
        ))}
      </Stack>
    </Stack>
  );
};
