import { deflateSync } from 'node:zlib';

/**
 * The demo venues' tile pictures, drawn at seed time (nothing is downloaded): a small scene per
 * kind of menu, in the venue's colours, encoded as PNG by hand (zlib is Node's own).
 */
export type Scene = 'sea' | 'plate' | 'sunrise' | 'night' | 'waves' | 'hills';

type Rgb = readonly [number, number, number];

const WIDTH = 480;
const HEIGHT = 300;

const rgbOf = (hex: string): Rgb => {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  Math.round(a[0] + (b[0] - a[0]) * t),
  Math.round(a[1] + (b[1] - a[1]) * t),
  Math.round(a[2] + (b[2] - a[2]) * t),
];

const WHITE: Rgb = [255, 255, 255];
const INK: Rgb = [20, 24, 28];

/** A colour for each pixel: the scene as a function of x, y in 0..1 (y down). */
type Painter = (x: number, y: number) => Rgb;

const disc = (x: number, y: number, cx: number, cy: number, r: number) =>
  (x - cx) ** 2 * (WIDTH / HEIGHT) ** 2 + (y - cy) ** 2 <= r * r;

const painters = (base: Rgb): Record<Scene, Painter> => {
  const light = mix(base, WHITE, 0.55);
  const dark = mix(base, INK, 0.45);
  const sky = (y: number) => mix(light, base, y);
  return {
    sea: (x, y) => {
      if (disc(x, y, 0.72, 0.34, 0.13)) return [255, 214, 120];
      const horizon = 0.6;
      if (y < horizon) return sky(y / horizon);
      const glint = Math.abs(x - 0.72) < 0.12 * (1 - (y - horizon)) && Math.sin(y * 160) > 0.6;
      return glint ? [255, 224, 150] : mix(dark, INK, (y - horizon) * 1.2);
    },
    plate: (x, y) => {
      if (disc(x, y, 0.5, 0.52, 0.3)) return disc(x, y, 0.5, 0.52, 0.22) ? [250, 250, 246] : WHITE;
      const fork = Math.abs(x - 0.2) < 0.012 && y > 0.25 && y < 0.8;
      const knife = Math.abs(x - 0.8) < 0.016 && y > 0.25 && y < 0.8;
      return fork || knife ? [236, 236, 232] : mix(base, dark, y * 0.6);
    },
    sunrise: (x, y) => {
      if (y < 0.66 && disc(x, y, 0.5, 0.66, 0.22)) return mix([255, 200, 90], [255, 150, 70], y);
      return y < 0.66 ? mix([255, 226, 170], light, y / 0.66) : mix(base, dark, (y - 0.66) / 0.34);
    },
    night: (x, y) => {
      if (disc(x, y, 0.28, 0.3, 0.1) && !disc(x, y, 0.32, 0.27, 0.09)) return [250, 240, 200];
      const px = Math.round(x * WIDTH);
      const py = Math.round(y * HEIGHT);
      const star = ((px * 73856093) ^ (py * 19349663)) % 1499 === 0;
      const ridge = 0.74 - 0.06 * Math.sin(x * 6 + 2);
      if (y > ridge) return mix(INK, dark, 0.2);
      return star ? WHITE : mix(dark, INK, 0.3 + y * 0.5);
    },
    waves: (x, y) => {
      const band = Math.floor((y + 0.04 * Math.sin(x * 14 + y * 9)) * 7);
      return band % 2 === 0 ? mix(light, base, y) : mix(base, dark, y);
    },
    hills: (x, y) => {
      if (disc(x, y, 0.2, 0.26, 0.08)) return [255, 220, 130];
      const far = 0.5 - 0.12 * Math.sin(x * 5 + 1);
      const near = 0.68 - 0.1 * Math.sin(x * 7 + 3);
      if (y > near) return mix(base, dark, (y - near) * 2);
      if (y > far) return mix(light, base, 0.6);
      return sky(y / far);
    },
  };
};

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 255] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A 480×300 PNG of `scene` in the colour `color` (#rrggbb). */
export const drawTile = (scene: Scene, color: string): Buffer => {
  const paint = painters(rgbOf(color))[scene];
  const raw = Buffer.alloc((WIDTH * 3 + 1) * HEIGHT);
  for (let y = 0; y < HEIGHT; y += 1) {
    const row = y * (WIDTH * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < WIDTH; x += 1) {
      const [r, g, b] = paint(x / WIDTH, y / HEIGHT);
      const at = row + 1 + x * 3;
      raw[at] = r;
      raw[at + 1] = g;
      raw[at + 2] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};
