// A grid of cards, each a heading over a line of text (values, tips, steps): one list rendered one way.
import type { ReactNode } from "react";
import { Card } from "./card";

export interface TextCardItem {
  title: string;
  text: string;
}

export interface TextCardsProps<T extends TextCardItem> {
  items: readonly T[];
  /** Numbers the items 01, 02… in these classes, in an ol; without it the list is a ul. */
  numberClassName?: string;
  /** The list's classes (its grid). */
  className: string;
  cardClassName: string;
  titleClassName: string;
  /** Plain list items, without the card's surface. */
  bare?: boolean;
  /** What stands above the heading (an icon badge) when the items are not numbered. */
  lead?: (item: T, index: number) => ReactNode;
}

/** The items in order, each a card led by its number or lead, then its h3 and its text. */
export function TextCards<T extends TextCardItem>({ items, numberClassName, className, cardClassName, titleClassName, bare, lead }: TextCardsProps<T>) {
  const List = numberClassName ? "ol" : "ul";
  return (
    <List className={className}>
      {items.map((item, i) => {
        const body = (
          <>
            {numberClassName ? <StepNumber index={i} className={numberClassName} /> : lead?.(item, i)}
            <h3 className={titleClassName}>{item.title}</h3>
            <p className="text-base text-ink-muted">{item.text}</p>
          </>
        );
        return bare ? (
          <li key={item.title} className={cardClassName}>
            {body}
          </li>
        ) : (
          <Card as="li" padded={false} key={item.title} className={cardClassName}>
            {body}
          </Card>
        );
      })}
    </List>
  );
}

/** A step's number as 01, 02…; hidden from screen readers, which announce the ordered list's own numbers. */
export function StepNumber({ index, className }: { index: number; className: string }) {
  return (
    <span aria-hidden="true" className={className}>
      {String(index + 1).padStart(2, "0")}
    </span>
  );
}
