import { useState } from "react";
import { Button, type ButtonProps } from "~/components/ui/button";
import { ConsultationHost, loadConsultationModal } from "./consultation-host";
import { hasHost, openConsultation } from "./consultation-store";

export type ConsultationButtonProps = Omit<ButtonProps, "onClick" | "type">;

/**
 * "Book A Free Consultation": opens the consultation modal. Uses the page's
 * ConsultationHost when there is one, otherwise brings its own.
 */
export function ConsultationButton({ children = "Book A Free Consultation", size = "lg", ...rest }: ConsultationButtonProps) {
  const [ownHost, setOwnHost] = useState(false);
  const prefetch = () => void loadConsultationModal();
  return (
    <>
      <Button
        size={size}
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
