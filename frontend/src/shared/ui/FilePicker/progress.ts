import type { UploadProgress } from '../../api/upload';

/**
 * How far each file has gone, 0 to 1, from the bytes of the whole body sent: the files go in order in
 * one multipart body, so the share of the body sent is spread over their sizes in that order (the text
 * fields and boundaries are a few hundred bytes, counted as the files').
 */
export function fileFractions(sizes: readonly number[], { loaded, total }: UploadProgress): number[] {
  const all = sizes.reduce((sum, size) => sum + size, 0);
  const sent = total > 0 ? (Math.min(loaded, total) / total) * all : 0;
  let before = 0;
  return sizes.map((size) => {
    const fraction = size > 0 ? Math.min(Math.max((sent - before) / size, 0), 1) : sent >= before ? 1 : 0;
    before += size;
    return fraction;
  });
}

/** 0 to 100, whole. */
export function percent({ loaded, total }: UploadProgress): number {
  return total > 0 ? Math.floor((Math.min(loaded, total) / total) * 100) : 0;
}
