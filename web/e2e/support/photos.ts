// Photos a phone would send, and hostile files, made by the tests themselves.
import type { Page } from "@playwright/test";

/** What a GPS position looks like inside the test photo's EXIF (12° 58' 12.34" N), to search served files for. */
export const GPS_LATITUDE_BYTES = Buffer.from([0, 0, 0, 12, 0, 0, 0, 1, 0, 0, 0, 58, 0, 0, 0, 1, 0, 0, 4, 210, 0, 0, 0, 100]);

/** An EXIF APP1 segment (big-endian TIFF): IFD0 with Orientation = 6 and a GPS IFD with latitude and longitude. */
function exifSegment(): Buffer {
  const tiff = Buffer.alloc(152);
  tiff.write("MM", 0, "latin1");
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  const entry = (at: number, tag: number, type: number, count: number, value: (b: Buffer, o: number) => void) => {
    tiff.writeUInt16BE(tag, at);
    tiff.writeUInt16BE(type, at + 2);
    tiff.writeUInt32BE(count, at + 4);
    value(tiff, at + 8);
  };
  // IFD0 at 8: two entries, then "no next IFD".
  tiff.writeUInt16BE(2, 8);
  entry(10, 0x0112, 3, 1, (b, o) => b.writeUInt16BE(6, o)); // Orientation: rotate 90° clockwise to view
  entry(22, 0x8825, 4, 1, (b, o) => b.writeUInt32BE(38, o)); // GPS IFD offset
  tiff.writeUInt32BE(0, 34);
  // GPS IFD at 38: five entries; the rationals follow at 104 and 128.
  tiff.writeUInt16BE(5, 38);
  entry(40, 0x0000, 1, 4, (b, o) => b.set([2, 3, 0, 0], o)); // GPSVersionID
  entry(52, 0x0001, 2, 2, (b, o) => b.write("N\0", o, "latin1"));
  entry(64, 0x0002, 5, 3, (b, o) => b.writeUInt32BE(104, o));
  entry(76, 0x0003, 2, 2, (b, o) => b.write("E\0", o, "latin1"));
  entry(88, 0x0004, 5, 3, (b, o) => b.writeUInt32BE(128, o));
  tiff.writeUInt32BE(0, 100);
  GPS_LATITUDE_BYTES.copy(tiff, 104);
  Buffer.from([0, 0, 0, 77, 0, 0, 0, 1, 0, 0, 0, 35, 0, 0, 0, 1, 0, 0, 22, 46, 0, 0, 0, 100]).copy(tiff, 128);
  const payload = Buffer.concat([Buffer.from("Exif\0\0", "latin1"), tiff]);
  const head = Buffer.from([0xff, 0xe1, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

/**
 * A landscape 2000 × 1500 JPEG as a phone stores a portrait shot: EXIF orientation 6 and a GPS position.
 * Its left half is red and right half blue, so upright (turned clockwise) the top is red and the bottom blue.
 */
export async function phonePhoto(page: Page): Promise<Buffer> {
  const dataURL = await page.evaluate(() => {
    const c = document.createElement("canvas");
    c.width = 2000;
    c.height = 1500;
    const g = c.getContext("2d")!;
    g.fillStyle = "#d02020";
    g.fillRect(0, 0, 1000, 1500);
    g.fillStyle = "#2030d0";
    g.fillRect(1000, 0, 1000, 1500);
    return c.toDataURL("image/jpeg", 0.9);
  });
  const jpeg = Buffer.from(dataURL.slice(dataURL.indexOf(",") + 1), "base64");
  // SOI, then our EXIF segment in place of the encoder's JFIF APP0 (as a phone writes it).
  let rest = jpeg.subarray(2);
  if (rest[0] === 0xff && rest[1] === 0xe0) rest = rest.subarray(2 + rest.readUInt16BE(2));
  return Buffer.concat([jpeg.subarray(0, 2), exifSegment(), rest]);
}

function crc32(bytes: Buffer): number {
  let c = ~0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A tiny PNG whose header claims 30,000 × 30,000 pixels: decoding it would need gigabytes. */
export function pngBomb(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(30_000, 0);
  ihdr.writeUInt32BE(30_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  // A stored (uncompressed) zlib block of zeros: the start of the first rows.
  const zeros = Buffer.alloc(1024);
  const idat = Buffer.concat([Buffer.from([0x78, 0x01, 0x01, 0x00, 0x04, 0xff, 0xfb]), zeros]);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk("IHDR", ihdr), pngChunk("IDAT", idat), pngChunk("IEND", Buffer.alloc(0))]);
}

/** A Windows program renamed to look like a photo. */
export function renamedExecutable(): Buffer {
  const exe = Buffer.alloc(4096);
  exe.write("MZ", 0, "latin1");
  exe.writeUInt32LE(0x80, 0x3c);
  exe.write("PE\0\0", 0x80, "latin1");
  exe.write("This program cannot be run in DOS mode.", 0x4e, "latin1");
  return exe;
}

/**
 * Decodes the image at src in page and reads it back through a canvas: its natural size and the colour (red,
 * green, blue) at each point, given as fractions of its width and height.
 */
export async function imageColours(page: Page, src: string, points: [number, number][]): Promise<{ w: number; h: number; colours: number[][] }> {
  return page.evaluate(
    async ({ src, points }) => {
      const im = new Image();
      im.src = src;
      await im.decode();
      const c = document.createElement("canvas");
      c.width = im.naturalWidth;
      c.height = im.naturalHeight;
      const g = c.getContext("2d")!;
      g.drawImage(im, 0, 0);
      const colours = points.map(([x, y]) => Array.from(g.getImageData(Math.floor(c.width * x), Math.floor(c.height * y), 1, 1).data.slice(0, 3)));
      return { w: im.naturalWidth, h: im.naturalHeight, colours };
    },
    { src, points },
  );
}
