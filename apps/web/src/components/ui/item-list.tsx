import type { ReactNode } from 'react';

type ItemListProps<Item extends { _id: string }> = {
  items: readonly Item[];
  /** The list's classes (its gaps). */
  className: string;
  /** What one item shows inside its `<li>`. */
  children: (item: Item) => ReactNode;
};

/** A list of fetched records, each in its own `<li>` keyed by the record's id. */
export function ItemList<Item extends { _id: string }>({ items, className, children }: ItemListProps<Item>) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item._id}>{children(item)}</li>
      ))}
    </ul>
  );
}
