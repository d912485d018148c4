import { lazy, Suspense, useEffect, useState } from "react";
import {
  closeConsultation,
  consultationDone,
  markConsultationDone,
  openConsultation,
  registerHost,
  useConsultationOpen,
} from "./consultation-store";

/** Spec section 9: the modal opens by itself after 5000 ms on the home page. */
const AUTO_OPEN_MS = 5000;

export const loadConsultationModal = () => import("./consultation-modal");
const ConsultationModal = lazy(loadConsultationModal);

/**
 * Mount once per page. Loads the modal's code the first time it opens and, with autoOpen,
 * opens it after 5 s unless the visitor already closed or submitted it this session.
 */
export function ConsultationHost({ autoOpen = false }: { autoOpen?: boolean }) {
  const open = useConsultationOpen();
  const [loaded, setLoaded] = useState(false);

  useEffect(() => registerHost(), []);
  useEffect(() => {
    if (open) setLoaded(true);
  }, [open]);
  useEffect(() => {
    if (!autoOpen || consultationDone()) return;
    const timer = window.setTimeout(() => {
      if (!consultationDone()) openConsultation();
    }, AUTO_OPEN_MS);
    return () => window.clearTimeout(timer);
  }, [autoOpen]);
  // Leaving the page closes the modal, so the next page starts without it.
  useEffect(() => () => closeConsultation(), []);

  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <ConsultationModal
        open={open}
        onOpenChange={(next) => {
          if (next) return openConsultation();
          markConsultationDone();
          closeConsultation();
        }}
      />
    </Suspense>
  );
}
