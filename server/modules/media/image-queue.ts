/**
 * The one line every picture waits in before sharp decodes and re-encodes it (DESIGN.md §5: ≤ 600 MB RSS
 * at the peak under 10 parallel uploads of 10 photos of 12 MP). Each request already took its pictures one
 * at a time, but ten requests meant ten photos decoded at once, each with its three widths in native memory:
 * 744 MB. Whatever the number of requests, IMAGE_CONCURRENCY pictures are worked on at a time and the rest
 * wait, first come first served; two keep both cores of a small server busy.
 */
export const IMAGE_CONCURRENCY = 2;

let working = 0;
const waiting: (() => void)[] = [];

export async function inImageQueue<T>(work: () => Promise<T>): Promise<T> {
  if (working < IMAGE_CONCURRENCY) working += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    // The place passes straight to the next in line, so a newcomer never overtakes a waiting picture.
    const next = waiting.shift();
    if (next) next();
    else working -= 1;
  }
}
