import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Db } from '../../db/client.js';
import { THUMB_SIDE, thumbOf } from '../../modules/catalogue/index.js';
import { storeDrawnImage } from '../../modules/upload/index.js';

/**
 * Renders an SVG drawing to WebP and stores it as a back-office picture, with its catalogue thumbnail beside it.
 * Drawn shapes compress well at low effort: the demo's first start stays quick.
 */
export async function storeDrawing(db: Db, uploadsDir: string, svg: string): Promise<string> {
  const raster = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  const { width, height, channels } = raster.info;
  const from = () => sharp(raster.data, { raw: { width, height, channels } });
  const [full, thumb] = await Promise.all([
    from().webp({ quality: 82, effort: 2 }).toBuffer(),
    from().resize({ width: THUMB_SIDE, height: THUMB_SIDE, fit: 'inside' }).webp({ quality: 78, effort: 2 }).toBuffer(),
  ]);
  const url = await storeDrawnImage(db, uploadsDir, full, width, height);
  const target = path.join(uploadsDir, thumbOf(url).replace(/^\/uploads\//, ''));
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, thumb);
  return url;
}
