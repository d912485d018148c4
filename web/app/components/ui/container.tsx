import type { HTMLAttributes } from "react";
import { cn } from "~/lib/cn";

export interface ContainerProps extends HTMLAttributes<HTMLDivElement> {
  size?: "prose" | "default" | "wide";
}

const widths = { prose: "max-w-3xl", default: "max-w-7xl", wide: "max-w-[88rem]" };

/** Centres content with the site's side margins: generous on desktop, 1.25 rem on phones. */
export function Container({ size = "default", className, ...rest }: ContainerProps) {
  return <div className={cn("mx-auto w-full px-5 sm:px-8 lg:px-12", widths[size], className)} {...rest} />;
}
