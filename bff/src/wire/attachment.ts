/**
 * A Content-Disposition for a file to save: its name kept to letters, digits, dot and dash, so
 * no quote or line break from a name can break the header.
 */
export const attachmentDisposition = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`;
