import { z } from 'zod';
import { emptyTranslatable } from '../translatable.ts';
import { defineBlock } from './block.ts';
import { shortText } from './fields.ts';

/** 802.11: an SSID is at most 32 octets; a WPA passphrase at most 63 characters (64 hex digits). */
export const WIFI_SSID_MAX = 32;
export const WIFI_PASSWORD_MAX = 64;

/** Wifi (23): a network guests can join (WPA unless WifiIsWep); an empty password = open network. */
export const wifi = defineBlock({
  key: 'wifi',
  id: 23,
  icon: 'mdi-wifi',
  group: 'information',
  guest: { WifiName: 'text', WifiIsWep: 'keep', WifiSSID: 'plain', WifiPassword: 'keep' },
  schema: z.strictObject({
    WifiName: shortText(),
    WifiIsWep: z.boolean(),
    WifiSSID: z.string().max(WIFI_SSID_MAX),
    WifiPassword: z.string().max(WIFI_PASSWORD_MAX),
  }),
  defaults: ({ languages }) => ({
    WifiName: emptyTranslatable(languages),
    WifiIsWep: false,
    WifiSSID: '',
    WifiPassword: '',
  }),
});
