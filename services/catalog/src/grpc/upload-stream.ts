import { AppError } from '@moorline/kit';

/** One message of a client-streaming upload: a header first, then the file's chunks. */
interface UploadPart<Header> {
  header?: Header;
  chunk?: Uint8Array;
}

/**
 * An upload's header and the chunks after it (UploadBayPhoto, SubmitApplication): a stream that
 * does not start with its header, or has a second one, is a malformed upload.
 */
export async function readUpload<Header>(
  request: AsyncIterable<UploadPart<Header>>,
): Promise<{ header: Header; chunks: AsyncIterable<Uint8Array> }> {
  const parts = request[Symbol.asyncIterator]();
  const first = await parts.next();
  const header = first.done ? undefined : first.value.header;
  if (header === undefined) throw new AppError('invalid_request', 'An upload starts with its header');
  async function* chunks() {
    for (let next = await parts.next(); !next.done; next = await parts.next()) {
      if (next.value.chunk === undefined) throw new AppError('invalid_request', 'An upload has one header');
      yield next.value.chunk;
    }
  }
  return { header, chunks: chunks() };
}
