import sharp from "sharp"

/**
 * A photo-like JPEG that sharp makes for a test (nothing is committed): a sky-to-ground gradient, a dark shape
 * for a subject and fine grain, so the encoders (AVIF, WebP, JPEG) work as they do on a photograph and not on a
 * flat colour.
 */
export async function generatedPhoto({ width, height }: { width: number; height: number }): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3)
  let seed = 7
  const grain = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff
    return (seed % 24) - 12
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3
      const subject = (x - width * 0.6) ** 2 / (width * 0.18) ** 2 + (y - height * 0.55) ** 2 / (height * 0.3) ** 2 < 1
      const sky = y / height
      const noise = grain()
      pixels[i] = Math.max(0, Math.min(255, (subject ? 60 : 90 + 120 * sky) + noise))
      pixels[i + 1] = Math.max(0, Math.min(255, (subject ? 70 : 130 + 60 * sky) + noise))
      pixels[i + 2] = Math.max(0, Math.min(255, (subject ? 40 : 200 - 120 * sky) + noise))
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer()
}

/** A JPEG of grey noise: as little a JPEG encoder can shrink as a real capture. */
function noisyJpeg(options: {
  width: number
  height: number
  background: string
  mean: number
  sigma: number
  quality: number
}): Promise<Buffer> {
  const { width, height, background, mean, sigma, quality } = options
  return sharp({ create: { width, height, channels: 3, background, noise: { type: "gaussian", mean, sigma } } })
    .jpeg({ quality })
    .toBuffer()
}

/** A page scanned at 150 dpi (A4, 1240 × 1754), as a scanner or a phone makes it. */
export const scannedPage = () =>
  noisyJpeg({ width: 1240, height: 1754, background: "#d2d2d2", mean: 210, sigma: 25, quality: 60 })

/** A phone's photo (1600 × 1200). */
export const phonePhoto = () =>
  noisyJpeg({ width: 1600, height: 1200, background: "#808080", mean: 128, sigma: 40, quality: 80 })
