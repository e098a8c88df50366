import { describe, expect, it } from 'vitest';
import { fieldPathLabel, type LabelSource } from './fieldPathLabel.ts';
import type { FieldLabels } from './types.ts';

const es: Record<string, string> = {
  'blocks.contact.item': 'Elemento de contacto {{number}}',
  'blocks.contact.url': 'Enlace',
  'blocks.contact.description': 'Descripción',
  'blocks.wifi.ssid': 'SSID',
  'blocks.wifi.name': 'Nombre de la red',
};
const source: LabelSource = {
  t: (key, options) =>
    (es[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options?.[name] ?? '')),
  has: (key) => key in es,
  language: (code) => ({ en: 'inglés', es: 'español' })[code] ?? null,
};
const contact: FieldLabels = {
  ContactItems: { item: 'item', fields: { ContactURL: 'url', ContactDescription: 'description' } },
};
const wifi: FieldLabels = { WifiSSID: 'ssid', WifiName: 'name' };

describe('a refused field named as the editor labels it', () => {
  it('names a list item by its number and a translated field by its language', () => {
    expect(
      fieldPathLabel('contact', 'Contacto', contact, 'ContactItems.3.ContactURL.en', source),
    ).toBe('Contacto › Elemento de contacto 4 › Enlace (inglés)');
  });

  it('names a plain field by its label, without a language', () => {
    expect(fieldPathLabel('wifi', 'Wifi', wifi, 'WifiSSID', source)).toBe('Wifi › SSID');
    expect(fieldPathLabel('wifi', 'Wifi', wifi, 'WifiName.es', source)).toBe(
      'Wifi › Nombre de la red (español)',
    );
  });

  it('never shows a stored name: an unknown field, block or label is named by the block', () => {
    expect(fieldPathLabel('wifi', 'Wifi', wifi, 'WifiPassword', source)).toBe('Wifi');
    expect(fieldPathLabel('map', 'Mapa', undefined, 'MapAddress.es', source)).toBe('Mapa');
    expect(fieldPathLabel('wifi', 'Wifi', { WifiSSID: 'missing' }, 'WifiSSID', source)).toBe(
      'Wifi',
    );
    expect(fieldPathLabel('contact', 'Contacto', contact, 'ContactItems.x.Other', source)).toBe(
      'Contacto',
    );
    expect(fieldPathLabel('contact', 'Contacto', contact, '', source)).toBe('Contacto');
  });

  it('stops at the item when the item field has no label', () => {
    expect(
      fieldPathLabel('contact', 'Contacto', contact, 'ContactItems.0.ContactIcon', source),
    ).toBe('Contacto › Elemento de contacto 1');
  });
});
