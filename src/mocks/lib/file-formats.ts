/**
 * The two containers the mock report service's exports need, small enough to write here and run in
 * the browser (the demo's in-page service) as in Node (the stand-ins): a PNG of RGB pixels with a text
 * chunk, and a zip (a PPTX is one). Both store their data uncompressed (deflate's "stored" blocks, zip's
 * method 0), which every reader accepts; the files are small.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, index) => {
  let value = index;
  for (let bit = 0; bit < 8; bit += 1) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
  return value >>> 0;
});

export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

const latin1 = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0) & 0xff);

function u32be(value: number): Uint8Array {
  return Uint8Array.of(value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff);
}

function u16le(value: number): Uint8Array {
  return Uint8Array.of(value & 0xff, (value >>> 8) & 0xff);
}

function u32le(value: number): Uint8Array {
  return Uint8Array.of(value & 0xff, (value >>> 8) & 0xff, (value >>> 16) & 0xff, value >>> 24);
}

/** zlib data of `bytes` in stored deflate blocks (at most 65535 bytes each), with its Adler-32. */
function zlibStored(bytes: Uint8Array): Uint8Array {
  const blocks: Uint8Array[] = [Uint8Array.of(0x78, 0x01)];
  let offset = 0;
  do {
    const block = bytes.subarray(offset, offset + 65535);
    offset += block.length;
    const last = offset >= bytes.length ? 1 : 0;
    blocks.push(Uint8Array.of(last), u16le(block.length), u16le(~block.length & 0xffff), block);
  } while (offset < bytes.length);
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  blocks.push(u32be(((b << 16) | a) >>> 0));
  return concat(blocks);
}

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const typed = concat([latin1(type), data]);
  return concat([u32be(data.length), typed, u32be(crc32(typed))]);
}

/** A PNG of `width` × `height` RGB pixels (`pixel(x, y)` answers [r, g, b]) with a `tEXt` chunk. */
export function encodePng(
  width: number,
  height: number,
  pixel: (x: number, y: number) => readonly [number, number, number],
  text: { keyword: string; value: string },
): Uint8Array {
  const raw = new Uint8Array(height * (1 + width * 3));
  for (let y = 0; y < height; y += 1) {
    const row = y * (1 + width * 3);
    for (let x = 0; x < width; x += 1) raw.set(pixel(x, y), row + 1 + x * 3);
  }
  const header = concat([u32be(width), u32be(height), Uint8Array.of(8, 2, 0, 0, 0)]);
  return concat([
    Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
    pngChunk('IHDR', header),
    pngChunk('tEXt', concat([latin1(text.keyword), Uint8Array.of(0), latin1(text.value)])),
    pngChunk('IDAT', zlibStored(raw)),
    pngChunk('IEND', new Uint8Array()),
  ]);
}

/** A zip of the given files (UTF-8 names), stored. */
export function encodeZip(files: { name: string; bytes: Uint8Array }[]): Uint8Array {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const file of files) {
    const name = new TextEncoder().encode(file.name);
    const crc = crc32(file.bytes);
    // version 20, flags: UTF-8 names, method 0 (stored), no date (1980-01-01).
    const common = concat([
      u16le(20),
      u16le(0x0800),
      u16le(0),
      u16le(0),
      u16le(0x21),
      u32le(crc),
      u32le(file.bytes.length),
      u32le(file.bytes.length),
      u16le(name.length),
      u16le(0),
    ]);
    const local = concat([u32le(0x04034b50), common, name, file.bytes]);
    centrals.push(
      concat([u32le(0x02014b50), u16le(20), common, u16le(0), u16le(0), u16le(0), u32le(0), u32le(offset), name]),
    );
    locals.push(local);
    offset += local.length;
  }
  const central = concat(centrals);
  const end = concat([
    u32le(0x06054b50),
    u16le(0),
    u16le(0),
    u16le(files.length),
    u16le(files.length),
    u32le(central.length),
    u32le(offset),
    u16le(0),
  ]);
  return concat([...locals, central, end]);
}
