import { useCallback, useEffect, useState } from "react";
import { hasMore, nextCount, PAGE_SIZE, visibleItems } from "./paging";

export interface Paging<T> {
  visible: T[];
  hasMore: boolean;
  loadMore: () => void;
}

/** Pages `items` 4 at a time; goes back to the first page whenever `resetKey` changes (a reload). */
export function usePaging<T>(items: readonly T[], resetKey: string): Paging<T> {
  const [count, setCount] = useState(PAGE_SIZE);
  useEffect(() => setCount(PAGE_SIZE), [resetKey]);
  const loadMore = useCallback(() => setCount((c) => nextCount(c, items.length)), [items.length]);
  return { visible: visibleItems(items, count), hasMore: hasMore(count, items.length), loadMore };
}
