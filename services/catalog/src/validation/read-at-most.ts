import { AppError } from '@moorline/kit';

/** The file's bytes, refused with `tooLarge` as soon as they pass the limit rather than after all have come. */
export async function readAtMost(
  chunks: AsyncIterable<Uint8Array>,
  limit: number,
  tooLarge: 'photo_too_large' | 'document_too_large',
): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of chunks) {
    size += chunk.length;
    if (size > limit) throw new AppError(tooLarge);
    parts.push(chunk);
  }
  return Buffer.concat(parts);
}
