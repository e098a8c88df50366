import { defaultAvailability } from '@carta/domain/availability';
import type {
  AvailabilityValue,
  ItemAvailability,
  LowercaseAvailability,
} from '@carta/domain/availability-form';
import {
  fromItemVariant,
  fromLowercaseVariant,
  readAvailability,
} from '@carta/domain/availability-form';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AvailabilityInput, type AvailabilityInputProps } from './AvailabilityInput.tsx';
import { AvailabilitySummary } from './AvailabilitySummary.tsx';
import {
  ContentAvailabilityEditor,
  ItemAvailabilityEditor,
  LowercaseAvailabilityEditor,
} from './variants.tsx';

type DemoKey =
  | 'notTemporary'
  | 'allDays'
  | 'oneDay'
  | 'weekly'
  | 'monthly'
  | 'errors'
  | 'disabled'
  | 'standard'
  | 'lowercase'
  | 'item';

const Demo = ({
  name,
  summary,
  reported,
  children,
}: {
  name: DemoKey;
  summary: AvailabilityValue;
  reported?: unknown;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: 2 }}>
      <Typography id={id} variant="subtitle1" component="h3">
        {t(`widgets.AvailabilityEditor.gallery.${name}`)}
      </Typography>
      <Box sx={{ mb: 2 }}>
        <AvailabilitySummary value={summary} />
      </Box>
      {children}
      {reported !== undefined && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="caption">
            {t('widgets.AvailabilityEditor.gallery.reported')}
          </Typography>
          <Box
            component="pre"
            data-testid="reported"
            sx={{ m: 0, fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
          >
            {JSON.stringify(reported)}
          </Box>
        </Box>
      )}
    </Paper>
  );
};

const temp = (a: Partial<AvailabilityValue>): AvailabilityValue => ({
  ...defaultAvailability(),
  IsTemp: true,
  ...a,
});

const InputDemo = ({
  name,
  initial,
  ...props
}: { name: DemoKey; initial: AvailabilityValue } & Omit<
  AvailabilityInputProps,
  'value' | 'onChange'
>) => {
  const [value, setValue] = useState(initial);
  return (
    <Demo name={name} summary={value}>
      <AvailabilityInput {...props} value={value} onChange={setValue} />
    </Demo>
  );
};

const ContentDemo = () => {
  const [content, setContent] = useState<Record<string, unknown>>({
    ID: 'new_1',
    Type: 16,
    ORD: 0,
  });
  const [reported, setReported] = useState<unknown>();
  return (
    <Demo name="notTemporary" summary={readAvailability(content)} reported={reported}>
      <ContentAvailabilityEditor
        content={content}
        onChange={(next) => {
          setContent(next);
          setReported(next);
        }}
      />
    </Demo>
  );
};

const LowercaseDemo = () => {
  const [value, setValue] = useState<Partial<LowercaseAvailability>>({
    isTemp: true,
    per: 2,
    rec: 1,
    dayOfWeek: '[5,6]',
    dayOfMonth: 'null',
  });
  return (
    <Demo name="lowercase" summary={fromLowercaseVariant(value)} reported={value}>
      <LowercaseAvailabilityEditor value={value} onChange={setValue} />
    </Demo>
  );
};

const ItemDemo = () => {
  const [value, setValue] = useState<ItemAvailability>({
    IsTemp: false,
    Availability: defaultAvailability(),
  });
  return (
    <Demo name="item" summary={fromItemVariant(value.Availability, value.IsTemp)} reported={value}>
      <ItemAvailabilityEditor
        availability={value.Availability}
        isTemp={value.IsTemp}
        onChange={setValue}
      />
    </Demo>
  );
};

const timed = { IsAllTimes: false, TimeStart: 600, TimeEnd: 840 };

/** Every state of the availability editor, each with its own local value to try by hand. */
export const Gallery = () => (
  <Box
    sx={{
      display: 'grid',
      gap: 2,
      gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 36rem), 1fr))',
    }}
  >
    <ContentDemo />
    <InputDemo
      name="allDays"
      initial={temp({ ...timed, IsAllDays: false, DateStart: '2026-03-01', DateEnd: '2026-03-31' })}
    />
    <InputDemo name="oneDay" initial={temp({ Per: 1, DateStart: '2026-05-02' })} />
    <InputDemo name="weekly" initial={temp({ Per: 2, DayOfWeek: [1, 3], Alt: 2 })} />
    <InputDemo name="monthly" initial={temp({ Per: 2, Rec: 0, DayOfMonth: [1, 15], ...timed })} />
    <InputDemo
      name="errors"
      initial={temp({
        Per: 2,
        Alt: 0,
        IsAllDays: false,
        DateStart: '2026-03-10',
        DateEnd: '2026-03-01',
      })}
    />
    <InputDemo name="disabled" disabled initial={temp({ Per: 2, DayOfWeek: [6, 0], ...timed })} />
    <InputDemo name="standard" variant="standard" initial={temp({ ...timed, IsAllDays: false })} />
    <LowercaseDemo />
    <ItemDemo />
  </Box>
);
