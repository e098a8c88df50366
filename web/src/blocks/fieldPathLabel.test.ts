import { describe, expect, it } from 'vitest';
import { fieldPathLabel, type LabelSource } from './fieldPathLabel.ts';
import type { FieldLabels } from './types.ts';

const es: Record<string, string> = {
  'blocks.contact.item': 'Elemento de contacto {{number}}',
  'blocks.contact.url': 'Enlace',
  'blocks.contact.description': 'Descripción',
  'blocks.wifi.ssid': 'SSID',
  'blocks.wifi.name': 'Nombre de la red',
  'blocks.contact.lat': 'Latitud',
  'blocks.poll.question': 'Pregunta {{number}}',
  'blocks.poll.answer': 'Respuesta {{number}}',
  'blocks.simpleText.alignment': 'Alineación',
  'widgets.AllergenSelector.label': 'Alérgenos',
  'blocks.food.widgets.AllergenSelector.label': 'never this one',
};
const source: LabelSource = {
  t: (key, options) =>
    (es[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options?.[name] ?? '')),
  has: (key) => key in es,
  language: (code) => ({ en: 'inglés', es: 'español' })[code] ?? null,
};
const contact: FieldLabels = {
  ContactItems: {
    item: 'item',
    fields: {
      ContactURL: 'url',
      ContactDescription: 'description',
      ContactLatLon: { fields: { Lat: 'lat' } },
    },
  },
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

  it('names a group’s field by its own label, the group having none on screen', () => {
    expect(
      fieldPathLabel('contact', 'Contacto', contact, 'ContactItems.1.ContactLatLon.Lat', source),
    ).toBe('Contacto › Elemento de contacto 2 › Latitud');
    const simpleText: FieldLabels = { Style: { fields: { TextAlign: 'alignment' } } };
    expect(
      fieldPathLabel('simpleText', 'Texto simple', simpleText, 'Style.TextAlign', source),
    ).toBe('Texto simple › Alineación');
  });

  it('names a field its editor labels by its item by that item, in a list inside a list', () => {
    const poll: FieldLabels = {
      PollFormData: {
        item: 'question',
        fields: { values: { item: 'answer', fields: { answer: null } } },
      },
    };
    expect(
      fieldPathLabel('poll', 'Encuesta', poll, 'PollFormData.0.values.2.answer.en', source),
    ).toBe('Encuesta › Pregunta 1 › Respuesta 3 (inglés)');
  });

  it('takes a shared piece’s label whole', () => {
    const food: FieldLabels = { FoodAllergens: 'widgets.AllergenSelector.label' };
    expect(fieldPathLabel('food', 'Comida', food, 'FoodAllergens.2', source)).toBe(
      'Comida › Alérgenos',
    );
  });
});
