/** list with the item at i moved by step (-1 up, +1 down); unchanged at either end. */
export function moved<T>(list: readonly T[], i: number, step: -1 | 1): T[] {
  const j = i + step;
  if (j < 0 || j >= list.length) return [...list];
  const next = [...list];
  [next[i], next[j]] = [next[j], next[i]];
  return next;
}
