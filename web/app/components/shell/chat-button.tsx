import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { companyTexts, liveHref } from "~/content/company";
import { WhatsAppIcon } from "./brand-icons";

const CONTROL = "a,button,input,select,textarea,label,summary,[role=button],[tabindex]:not([tabindex='-1'])";
const GRID = 5; // probes per side minus one: a point every 13 px of the 56 px button and its margin
const MARGIN = 4; // clearance kept around the button, so it never even touches a control or a line

const meets = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Whether a control or a line of text shows under the button: probes a grid of points, then measures what lies there. */
function coversSomething(button: HTMLElement): boolean {
  const r = button.getBoundingClientRect();
  const box = new DOMRect(r.x - MARGIN, r.y - MARGIN, r.width + 2 * MARGIN, r.height + 2 * MARGIN);
  const range = document.createRange();
  const seen = new Set<Element>();
  for (let i = 0; i <= GRID; i++) {
    for (let j = 0; j <= GRID; j++) {
      const x = box.left + 0.5 + ((box.width - 1) * i) / GRID;
      const y = box.top + 0.5 + ((box.height - 1) * j) / GRID;
      // The whole stack: a card's stretched link lies over its text.
      for (const el of document.elementsFromPoint(x, y)) {
        if (seen.has(el) || button.contains(el)) continue;
        seen.add(el);
        if (el.matches(CONTROL) && meets(el.getBoundingClientRect(), box)) return true;
        for (const node of el.childNodes) {
          if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
          range.selectNodeContents(node);
          for (const line of range.getClientRects()) if (meets(line, box)) return true;
        }
      }
    }
  }
  return false;
}

/**
 * The floating chat icon: opens a WhatsApp chat with the company, greeting prefilled. It never covers a control or text:
 * the footer keeps room for it at the page's end, and elsewhere it fades out while something would be under it
 * (keyboard focus brings it back). Before the page's script has measured (and without JavaScript) it stays hidden.
 */
export function ChatButton() {
  const ref = useRef<HTMLAnchorElement>(null);
  // Hidden until the first check: the pre-rendered page paints before any script could measure what lies under it.
  const [covering, setCovering] = useState(true);
  const { pathname } = useLocation();

  useEffect(() => {
    const button = ref.current;
    if (!button) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      setCovering(coversSomething(button));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    schedule();
    const resized = new ResizeObserver(schedule);
    resized.observe(document.body);
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      cancelAnimationFrame(frame);
      resized.disconnect();
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [pathname]);

  return (
    <a
      ref={ref}
      href={companyTexts().whatsappHref}
      {...liveHref("whatsappHref")}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp"
      className={`fixed right-4 bottom-4 z-30 inline-flex size-14 items-center justify-center rounded-full bg-[#107a45] text-white shadow-lift transition-[opacity,transform] duration-200 hover:scale-105 hover:bg-[#0c6538] focus-visible:pointer-events-auto focus-visible:opacity-100 motion-reduce:transition-none sm:right-6 sm:bottom-6 ${covering ? "pointer-events-none opacity-0" : ""}`}
    >
      <WhatsAppIcon className="size-7" />
    </a>
  );
}
