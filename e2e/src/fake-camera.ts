import type { BrowserContext } from 'playwright-core';

/** A camera's frame size: even (4:2:0 halves both sides) and modest, as a laptop camera gives. */
export const FRAME = { width: 640, height: 480 };

/**
 * What a camera held over a picture sees: the PNG centred on a white frame, as large as fits with a margin, scaled
 * without smoothing so a QR's modules stay sharp. Chromium decodes and scales it (no image library needed); the
 * answer is the frame's RGBA bytes.
 */
export async function cameraFrame(context: BrowserContext, png: Buffer): Promise<Uint8Array> {
  const page = await context.newPage();
  try {
    const base64 = await page.evaluate(
      async ({ dataUrl, width, height }) => {
        const image = new Image();
        image.src = dataUrl;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const context = canvas.getContext('2d')!;
        context.fillStyle = '#fff';
        context.fillRect(0, 0, width, height);
        context.imageSmoothingEnabled = false;
        const scale = Math.min((width * 0.8) / image.width, (height * 0.8) / image.height);
        const w = Math.round(image.width * scale);
        const h = Math.round(image.height * scale);
        context.drawImage(image, Math.round((width - w) / 2), Math.round((height - h) / 2), w, h);
        const bytes = context.getImageData(0, 0, width, height).data;
        let binary = '';
        for (let at = 0; at < bytes.length; at += 0x8000)
          binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
        return btoa(binary);
      },
      { dataUrl: `data:image/png;base64,${png.toString('base64')}`, ...FRAME },
    );
    return new Uint8Array(Buffer.from(base64, 'base64'));
  } finally {
    await page.close();
  }
}

/**
 * A one-frame YUV4MPEG2 video of an RGBA picture, for Chromium's `--use-file-for-fake-video-capture` (which plays
 * it in a loop). `C420jpeg`: 4:2:0 with each chroma sample the mean of a 2x2 block, full-range BT.601 (JFIF).
 */
export function y4mOf(width: number, height: number, rgba: Uint8Array): Buffer {
  if (width % 2 || height % 2) throw new Error('4:2:0 needs an even width and height');
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F25:1 Ip A1:1 C420jpeg\nFRAME\n`, 'ascii');
  const y = Buffer.alloc(width * height);
  const u = Buffer.alloc((width / 2) * (height / 2));
  const v = Buffer.alloc((width / 2) * (height / 2));
  const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));
  for (let row = 0; row < height; row++) {
    for (let column = 0; column < width; column++) {
      const at = (row * width + column) * 4;
      y[row * width + column] = clamp(0.299 * rgba[at]! + 0.587 * rgba[at + 1]! + 0.114 * rgba[at + 2]!);
    }
  }
  for (let row = 0; row < height; row += 2) {
    for (let column = 0; column < width; column += 2) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dy, dx] of [
        [0, 0],
        [0, 1],
        [1, 0],
        [1, 1],
      ] as const) {
        const at = ((row + dy) * width + column + dx) * 4;
        r += rgba[at]! / 4;
        g += rgba[at + 1]! / 4;
        b += rgba[at + 2]! / 4;
      }
      const chroma = (row / 2) * (width / 2) + column / 2;
      u[chroma] = clamp(128 - 0.168736 * r - 0.331264 * g + 0.5 * b);
      v[chroma] = clamp(128 + 0.5 * r - 0.418688 * g - 0.081312 * b);
    }
  }
  return Buffer.concat([header, y, u, v]);
}
