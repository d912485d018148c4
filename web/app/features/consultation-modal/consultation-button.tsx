import { useLayoutEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Button, buttonClass, type ButtonProps } from "~/components/ui/button";
import { useHydrated } from "~/lib/use-hydrated";
import { ConsultationHost, loadConsultationModal } from "./consultation-host";
import { hasHost, openConsultation } from "./consultation-store";

export type ConsultationButtonProps = Omit<ButtonProps, "onClick" | "type" | "ref">;

/** Where every call to action leads when the modal cannot open (spec: the estimate page). */
const CONSULTATION_FALLBACK_PATH = "/get-free-estimate";

/**
 * "Book A Free Consultation": opens the consultation modal. Uses the page's ConsultationHost when there
 * is one, otherwise brings its own. Until hydration it is a plain link to the estimate page, so a tap
 * on a page whose JavaScript is still loading leads somewhere instead of doing nothing.
 */
export function ConsultationButton({ children = "Book A Free Consultation", size = "lg", variant, className, ...rest }: ConsultationButtonProps) {
  const hydrated = useHydrated();
  const [ownHost, setOwnHost] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Read when the hydrated link is committed, before the button replaces it.
  const linkHadFocus = useRef(false);
  useLayoutEffect(() => {
    linkHadFocus.current = link.current !== null && link.current === document.activeElement;
  }, []);
  useLayoutEffect(() => {
    if (hydrated && linkHadFocus.current) button.current?.focus();
  }, [hydrated]);

  if (!hydrated) {
    return (
      <Link ref={link} to={CONSULTATION_FALLBACK_PATH} className={buttonClass(variant, size, className)}>
        {children}
      </Link>
    );
  }

  const prefetch = () => void loadConsultationModal();
  return (
    <>
      <Button
        ref={button}
        size={size}
        variant={variant}
        className={className}
        aria-haspopup="dialog"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          if (!hasHost()) setOwnHost(true);
          openConsultation();
        }}
        {...rest}
      >
        {children}
      </Button>
      {ownHost ? <ConsultationHost /> : null}
    </>
  );
}
