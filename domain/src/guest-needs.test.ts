import { describe, expect, it } from 'vitest';
import { blocks, typeIdOfBlock } from './blocks/index.ts';
import { blockIssues } from './draft-issues.ts';
import { GUEST_NEEDS, guestNeedIssues } from './guest-needs.ts';

const defaultsOf = (key: keyof typeof blocks) =>
  blocks[key].defaults({ languages: ['es', 'en'] }) as Record<string, unknown>;

describe('guestNeedIssues', () => {
  it('names the Wi-Fi network name a card cannot show without', () => {
    const wifi = typeIdOfBlock('wifi');
    expect(guestNeedIssues(wifi, { WifiSSID: '  ', WifiPassword: 'secreto' })).toEqual([
      'WifiSSID',
    ]);
    expect(guestNeedIssues(wifi, { WifiSSID: 'HotelDemo' })).toEqual([]);
  });

  it('finds a translatable field empty in every language, not one filled in any', () => {
    const alert = typeIdOfBlock('alert');
    expect(guestNeedIssues(alert, { AlertText: { es: '', en: ' ' } })).toEqual(['AlertText']);
    expect(guestNeedIssues(alert, { AlertText: { es: '', en: 'Pool closed' } })).toEqual([]);
  });

  it('holds back every ruled type as it is created, and lets the others be', () => {
    for (const key of Object.keys(GUEST_NEEDS) as (keyof typeof blocks)[]) {
      expect(guestNeedIssues(typeIdOfBlock(key), defaultsOf(key)), key).toHaveLength(1);
    }
    expect(guestNeedIssues(typeIdOfBlock('divider'), defaultsOf('divider'))).toEqual([]);
  });

  it('is part of the draft rules the editor refuses Save on', () => {
    const content = { ID: 'new_1', Type: typeIdOfBlock('wifi'), ORD: 0, ...defaultsOf('wifi') };
    expect(blockIssues(content)).toContain('WifiSSID');
  });
});
