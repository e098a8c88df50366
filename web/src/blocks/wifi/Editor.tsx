import { WIFI_PASSWORD_MAX, WIFI_SSID_MAX } from '@carta/domain/blocks/wifi';
import { translatedValue } from '@carta/domain/translatable';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectedTranslatableField } from '../../widgets/TranslatableField/ConnectedTranslatableField.tsx';
import { useContentLanguage } from '../../widgets/TranslatableField/contentLanguage.tsx';
import { GuestNeeded } from '../shared/GuestNeeded.tsx';
import type { BlockEditorProps } from '../types.ts';

/** Wifi (23): the network's name for guests, its security (WPA or WEP), SSID and password. */
export const Editor = memo(function WifiEditor({
  data,
  languages,
  onChange,
  collapsed,
}: BlockEditorProps<'wifi'>) {
  const { t } = useTranslation();
  const contentLanguage = useContentLanguage(languages);
  const [showPassword, setShowPassword] = useState(false);
  const wep = data.WifiIsWep;
  const security = wep ? 'WEP' : 'WPA';
  const name = data.WifiName;
  const ssid = data.WifiSSID;

  if (collapsed) {
    const shown = translatedValue(name, contentLanguage) || ssid;
    return (
      <Typography variant="body2" noWrap>
        {shown
          ? t('blocks.wifi.summary', { name: shown, security })
          : t('blocks.wifi.summaryEmpty', { security })}
      </Typography>
    );
  }
  const passwordLabel = showPassword
    ? t('blocks.wifi.hidePassword')
    : t('blocks.wifi.showPassword');
  return (
    <Stack spacing={2}>
      <ConnectedTranslatableField
        label={t('blocks.wifi.name')}
        value={name}
        languages={languages}
        onChange={(WifiName) => onChange({ WifiName })}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary" sx={{ mr: 1 }}>
          {t('blocks.wifi.security')}
        </Typography>
        <Typography variant="body2" aria-hidden sx={{ fontWeight: wep ? 400 : 600 }}>
          WPA
        </Typography>
        <Switch
          checked={wep}
          onChange={(e) => onChange({ WifiIsWep: e.target.checked })}
          slotProps={{ input: { 'aria-label': t('blocks.wifi.useWep') } }}
        />
        <Typography variant="body2" aria-hidden sx={{ fontWeight: wep ? 600 : 400 }}>
          WEP
        </Typography>
      </Stack>
      <GuestNeeded block="wifi" data={data} field="WifiSSID">
        <TextField
          label={t('blocks.wifi.ssid')}
          value={ssid}
          required
          fullWidth
          error={ssid.trim() === ''}
          size="small"
          helperText={t('blocks.wifi.ssidHelp', { max: WIFI_SSID_MAX })}
          slotProps={{ htmlInput: { maxLength: WIFI_SSID_MAX, spellCheck: false } }}
          onChange={(e) => onChange({ WifiSSID: e.target.value })}
        />
      </GuestNeeded>
      <TextField
        label={t('blocks.wifi.password')}
        value={data.WifiPassword}
        size="small"
        type={showPassword ? 'text' : 'password'}
        helperText={t('blocks.wifi.passwordHelp')}
        autoComplete="off"
        slotProps={{
          htmlInput: { maxLength: WIFI_PASSWORD_MAX, spellCheck: false },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label={passwordLabel}
                  aria-pressed={showPassword}
                  onClick={() => setShowPassword((shown) => !shown)}
                  edge="end"
                >
                  {showPassword ? <VisibilityOff /> : <Visibility />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
        onChange={(e) => onChange({ WifiPassword: e.target.value })}
      />
    </Stack>
  );
});
