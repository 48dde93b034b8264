import { inflateSync } from "node:zlib";
import jsQR from "jsqr";
import { extractText, getDocumentProxy } from "unpdf";

/** Reading PDFs back in API tests: their text, a supertest download's bytes, the QR code a customer document draws. */

export const textOf = async (pdf: Buffer) => (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text;
export const binary = (res: import("superagent").Response, callback: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on("data", (c: Buffer) => chunks.push(c));
  res.on("end", () => callback(null, Buffer.concat(chunks)));
};
/**
 * The QR code a PDF draws as vector squares (PdfWriter.qr), read back: the page's content
 * streams inflated, the white background square found, each module square put on a grid, the grid
 * painted as an image and decoded.
 */
export const qrInPdf = (pdf: Buffer) => {
  const rects: number[][] = [];
  for (const match of pdf.toString("latin1").matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1], "latin1")).toString("latin1");
    } catch {
      continue;
    }
    for (const r of content.matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re/g)) rects.push(r.slice(1, 5).map(Number));
  }
  const square = rects.find(([, , w, h]) => w === 96 && h === 96);
  if (!square) return undefined;
  const [left, top, size] = square;
  const cells = rects.filter(([x, y, w, h]) => w < 10 && Math.abs(w - h) < 1e-6 && x >= left && y >= top && x < left + size && y < top + size);
  const cell = cells[0][2];
  const grid = Math.round(size / cell);
  const scale = 6;
  const width = grid * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [x, y] of cells) {
    const [column, row] = [Math.round((x - left) / cell), Math.round((y - top) / cell)];
    for (let dy = 0; dy < scale; dy++)
      for (let dx = 0; dx < scale; dx++)
        data.fill(0, ((row * scale + dy) * width + column * scale + dx) * 4, ((row * scale + dy) * width + column * scale + dx) * 4 + 3);
  }
  return jsQR(data, width, width)?.data;
};
