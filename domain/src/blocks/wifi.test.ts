import { blockSuite, textOf } from './test-helpers.ts';
import { wifi } from './wifi.ts';

blockSuite(wifi, {
  wrongTypes: [
    ['WifiName', 'Hotel'],
    ['WifiIsWep', 0],
    ['WifiSSID', null],
    ['WifiPassword', 12345678],
  ],
  bounds: [
    ['WifiSSID', 'x'.repeat(32), 'x'.repeat(33)],
    ['WifiPassword', 'x'.repeat(64), 'x'.repeat(65)],
    ['WifiName', textOf(500), textOf(501), 'WifiName.es'],
  ],
});
