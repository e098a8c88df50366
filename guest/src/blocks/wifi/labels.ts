import { defineLabels } from '../../i18n/labels.ts';

export const wifiLabels = defineLabels({
  es: {
    wifi: 'Wi-Fi',
    network: 'Red',
    password: 'Contraseña',
    openNetwork: 'Red abierta: no necesita contraseña.',
    copyPassword: 'Copiar contraseña',
    copied: 'Contraseña copiada',
    copyFailed: 'No se ha podido copiar; escríbela a mano.',
    qr: 'Código QR para conectarse a la red {ssid}',
    qrHint: 'Escanéalo con la cámara de otro dispositivo para conectarte.',
  },
  en: {
    wifi: 'Wi-Fi',
    network: 'Network',
    password: 'Password',
    openNetwork: 'Open network: no password needed.',
    copyPassword: 'Copy password',
    copied: 'Password copied',
    copyFailed: 'Could not copy; please type it in.',
    qr: 'QR code to join the {ssid} network',
    qrHint: 'Scan it with the camera of another device to join.',
  },
});
