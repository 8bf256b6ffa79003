import { X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** A file with PEM certificate(s): public, so a path to a mounted file, not a secret. */
export const certificateFile = z
  .string()
  .min(1)
  .superRefine((path, ctx) => {
    let content: Buffer;
    try {
      content = readFileSync(path);
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code ?? 'unreadable';
      ctx.addIssue({ code: 'custom', message: `cannot read ${path} (${reason})` });
      return;
    }
    try {
      new X509Certificate(content);
    } catch {
      ctx.addIssue({ code: 'custom', message: `${path} holds no PEM certificate` });
    }
  });
