import type { HTMLAttributes, ReactNode } from "react";
import { Container } from "~/components/ui/container";
import { LazyImg } from "~/components/ui/lazy-img";
import { SectionHeading } from "~/components/ui/section-heading";
import { cn } from "~/lib/cn";

type PictureSectionProps = {
  id: string;
  eyebrow: string;
  title: ReactNode;
  texts: readonly string[];
  src: string;
  alt: string;
  /** The name of the picture's description among the city texts the server writes (data-live-alt). */
  liveAlt?: string;
  /** The text before the picture on small screens, and on the left on wide ones. */
  textFirst?: boolean;
  children?: ReactNode;
} & Omit<HTMLAttributes<HTMLElement>, "id" | "title">;

/** A city page's band of a picture beside a heading and its paragraphs. */
export function PictureSection({ id, eyebrow, title, texts, src, alt, liveAlt, textFirst = false, children, ...section }: PictureSectionProps) {
  const picture = <LazyImg src={src} alt={alt} data-live-alt={liveAlt} width={1200} height={900} className="aspect-[4/3] w-full rounded-card object-cover shadow-soft" />;
  return (
    <section aria-labelledby={id} {...section}>
      <Container className="section-y grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        {textFirst ? null : picture}
        <div className={cn("flex flex-col gap-5", textFirst && "lg:order-first")}>
          <SectionHeading id={id} eyebrow={eyebrow} title={title} />
          {texts.map((text) => (
            <p key={text} className="text-base text-ink-muted sm:text-lg">
              {text}
            </p>
          ))}
          {children}
        </div>
        {textFirst ? picture : null}
      </Container>
    </section>
  );
}
