/**
 * The ways an upload fails that a caller tells apart. Their own module, with nothing else in it:
 * the screens that offer an upload import these at once, and the upload's code (a picture's
 * conversion, the senders: `media-upload.ts`) only when the owner sends a file (decision 011).
 */

/** The browser could not read the picture (a damaged or mislabelled file). */
export class ImageDecodeError extends Error {}

/** Storage refused the upload or the connection gave up; `aborted` when the owner cancelled. */
export class UploadError extends Error {
  constructor(
    /** Storage's own words, when it gave any. */
    readonly serverText: string | undefined,
    readonly aborted = false,
  ) {
    super(serverText ?? 'upload failed')
  }
}
