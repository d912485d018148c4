import { X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { companyDetails, companyTexts, live, liveOffer } from "~/content/company";

/** sessionStorage key; the inline script in root.tsx reads the same key before first paint. */
export const OFFER_DISMISSED_KEY = "nivaas:offer-dismissed";

/** Hides the bar from the first paint on later page loads of the session (runs before React). */
export const offerBarHeadScript = `try{if(sessionStorage.getItem(${JSON.stringify(OFFER_DISMISSED_KEY)})==="1")document.documentElement.setAttribute("data-offer-dismissed","")}catch(e){}`;

function readDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(OFFER_DISMISSED_KEY) === "1";
  } catch {
    return false;
  }
}

function rememberDismissal() {
  try {
    window.sessionStorage.setItem(OFFER_DISMISSED_KEY, "1");
  } catch {
    // Private mode without storage: the bar still closes for this page view.
  }
  document.documentElement.setAttribute("data-offer-dismissed", "");
}

/**
 * The dismissible top offer bar; stays dismissed for the browser session. The text sits in an open
 * <details> whose summary is the close button, so a tap closes it before hydration too.
 */
export function OfferBar() {
  const [dismissed, setDismissed] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (readDismissed()) setDismissed(true);
    // Closed before hydration: remember it for the session like a later tap.
    else if (details.current && !details.current.open) {
      rememberDismissal();
      setDismissed(true);
    }
  }, []);

  if (dismissed) return null;
  const t = companyTexts();

  function dismiss() {
    rememberDismissal();
    setDismissed(true);
  }

  return (
    // Hidden as a whole once its details close, before hydration as after.
    <aside
      data-offer-bar=""
      {...liveOffer}
      hidden={!companyDetails().offer.enabled}
      aria-label="Offer" className="relative bg-ink text-ivory has-[>details:not([open])]:hidden">
      <details ref={details} open>
        <summary
          role="button"
          aria-label="Dismiss offer"
          onClick={(e) => {
            e.preventDefault();
            dismiss();
          }}
          className="absolute top-1/2 right-2 inline-flex size-11 -translate-y-1/2 cursor-pointer list-none items-center justify-center rounded-full text-ivory/80 hover:bg-white/10 hover:text-white [&::-webkit-details-marker]:hidden"
        >
          <X aria-hidden="true" className="size-4" />
        </summary>
        <div className="mx-auto flex min-h-11 max-w-[88rem] items-center justify-center gap-x-3 py-2 pr-14 pl-5 text-center text-[0.8125rem] leading-snug sm:text-sm">
          <p>
            <span {...live("offerHeadline")} className="font-semibold text-brass-soft">
              {t.offerHeadline}
            </span>
            <span {...live("offerBarRest")}>{t.offerBarRest}</span>{" "}
            <Link to="/get-free-estimate" className="font-semibold whitespace-nowrap underline decoration-brass underline-offset-4 hover:text-white">
              Claim offer
            </Link>
          </p>
        </div>
      </details>
    </aside>
  );
}
