import sharp from 'sharp';

// The drawn pictures as WebP (issue 17): sharp, which Next itself uses to optimise images,
// rasterises the SVG straight at the wanted width (librsvg, scaled by the density) and encodes it.

const WEBP_QUALITY = 78;
const SVG_DENSITY_DPI = 72;

export function svgToWebp(svg: string, drawnWidth: number, width: number): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: (SVG_DENSITY_DPI * width) / drawnWidth })
    .resize(width)
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
}
