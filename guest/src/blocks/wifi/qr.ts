/** A Wi-Fi joining string's special characters, escaped with a backslash (the WIFI: format). */
const escapeWifi = (text: string): string => text.replace(/[\\;,:"]/g, '\\$&');

/** The text a phone's camera reads to join a network: `WIFI:T:WPA;S:…;P:…;;` (open: T:nopass). */
export const wifiJoinText = (ssid: string, password: string, wep: boolean): string =>
  password === ''
    ? `WIFI:T:nopass;S:${escapeWifi(ssid)};;`
    : `WIFI:T:${wep ? 'WEP' : 'WPA'};S:${escapeWifi(ssid)};P:${escapeWifi(password)};;`;
