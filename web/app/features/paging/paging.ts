// "Show 4, then 4 more per Load More" (spec section 9), shared by the gallery and recent projects.

/** How many items show first, and how many each Load More adds. */
export const PAGE_SIZE = 4;

/** The count after one more Load More, never past the total. */
export function nextCount(count: number, total: number, step = PAGE_SIZE): number {
  return Math.max(0, Math.min(total, count + step));
}

/** Whether a Load More button still has something to reveal. */
export function hasMore(count: number, total: number): boolean {
  return count < total;
}

/** The items currently on screen. */
export function visibleItems<T>(items: readonly T[], count: number): T[] {
  return items.slice(0, Math.max(0, count));
}
