import { useVirtualizer, useWindowVirtualizer, type Virtualizer } from "@tanstack/react-virtual";
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { ShowMore } from "./ShowMore";

/** What VirtualList needs from a paged list (useInfiniteList in lib/paging.ts returns all of it). */
export type VirtualListSource<T> = {
  rows: T[];
  total: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isLoading: boolean;
  fetchNextPage: () => unknown;
};

type Props<T> = {
  list: VirtualListSource<T>;
  /** Names the list for screen readers ("Tasks"). */
  label: string;
  renderRow: (row: T, index: number) => ReactNode;
  getKey: (row: T, index: number) => string | number;
  /** A first guess of one row's height in px; real heights are measured. */
  estimateSize?: number;
  /** Shown before the first page arrives. */
  skeleton?: ReactNode;
  /** Shown when the list (with its filters) is empty. */
  empty: ReactNode;
  /** "window" (default): the page scrolls. A CSS height ("24rem") gives the list its own scroller. */
  height?: string;
  className?: string;
  testId?: string;
};

/**
 * A long list that only renders what is on screen (plus a few rows either side) and asks for the next page when
 * its end comes into view. role="list" with aria-setsize/aria-posinset on each item tells a screen reader how long
 * the whole list is though only part of it is in the DOM; a "Show more" button keeps loading reachable by keyboard.
 */
export function VirtualList<T>(props: Props<T>) {
  const { list, skeleton, empty } = props;
  if (list.isLoading) return <>{skeleton ?? <ListSkeleton />}</>;
  if (list.rows.length === 0) return <>{empty}</>;
  return props.height ? <ContainerList {...props} /> : <WindowList {...props} />;
}

function WindowList<T>(props: Props<T>) {
  const listRef = useRef<HTMLDivElement>(null);
  const [offsetTop, setOffsetTop] = useState(0);
  useLayoutEffect(() => setOffsetTop(listRef.current?.offsetTop ?? 0), []);
  const virtualizer = useWindowVirtualizer({
    count: props.list.rows.length,
    estimateSize: () => props.estimateSize ?? 64,
    overscan: 8,
    scrollMargin: offsetTop,
    getItemKey: (i) => props.getKey(props.list.rows[i] as T, i),
  });
  return (
    <div ref={listRef} className={props.className}>
      <Rows {...props} virtualizer={virtualizer} scrollMargin={offsetTop} />
    </div>
  );
}

function ContainerList<T>(props: Props<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: props.list.rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => props.estimateSize ?? 64,
    overscan: 8,
    getItemKey: (i) => props.getKey(props.list.rows[i] as T, i),
  });
  return (
    // Its own scroller is a tab stop (arrow keys scroll it) even when the rows hold nothing focusable.
    <div
      ref={scrollRef}
      tabIndex={0}
      role="group"
      aria-label={`${props.label}, scrollable`}
      className={`overflow-y-auto ${props.className ?? ""}`}
      style={{ height: props.height }}
    >
      <Rows {...props} virtualizer={virtualizer} scrollMargin={0} />
    </div>
  );
}

function Rows<T>({
  list,
  label,
  renderRow,
  virtualizer,
  scrollMargin,
  testId,
}: Props<T> & { virtualizer: Virtualizer<any, Element>; scrollMargin: number }) {
  const items = virtualizer.getVirtualItems();
  const last = items[items.length - 1];
  // The end of what is loaded came into view: ask for the next page (once; the flag stops repeats).
  useEffect(() => {
    if (last && last.index >= list.rows.length - 5 && list.hasNextPage && !list.isFetchingNextPage)
      list.fetchNextPage();
  }, [last?.index, list.rows.length, list.hasNextPage, list.isFetchingNextPage]);
  return (
    <>
      <div
        role="list"
        aria-label={label}
        data-testid={testId}
        data-total={list.total}
        style={{ height: virtualizer.getTotalSize(), position: "relative" }}
      >
        {items.map((item) => (
          <div
            key={item.key}
            role="listitem"
            aria-setsize={list.total}
            aria-posinset={item.index + 1}
            data-index={item.index}
            ref={virtualizer.measureElement}
            // Rows are stacked by transform: the row holding focus (an open menu) is raised above the rows below it.
            className="focus-within:z-10"
            style={{
              position: "absolute",
              top: 0,
              left: 0,
              width: "100%",
              transform: `translateY(${item.start - scrollMargin}px)`,
            }}
          >
            {renderRow(list.rows[item.index] as T, item.index)}
          </div>
        ))}
      </div>
      <ShowMore list={list} />
    </>
  );
}

/** The default loading state: a few grey bars the height of a row. */
export function ListSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div className="space-y-2" aria-busy="true" aria-label="Loading" data-testid="list-skeleton">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="skeleton h-14 w-full" />
      ))}
    </div>
  );
}
