import { X } from "lucide-react";
import { ModalDialog } from "~/components/ui/modal-dialog";
import type { BookableLead } from "~/lib/lead-booking";
import { PickATime } from "./pick-a-time";

/** "Pick a time" in a dialog of its own (loaded only once a lead was saved). */
export default function PickATimeDialog({ lead, onClose }: { lead: BookableLead; onClose: () => void }) {
  const close = onClose;
  return (
    // A sheet along the bottom of a phone, centred on wider screens, as the consultation form that comes before it.
    <ModalDialog
      onDismiss={close}
      aria-labelledby="pick-a-time-title"
      className="fixed inset-x-0 top-auto bottom-0 m-0 max-h-[92dvh] w-full max-w-none overflow-y-auto rounded-t-[1.5rem] bg-white p-5 pt-12 text-ink shadow-lift backdrop:bg-[#24211e8c] sm:inset-0 sm:m-auto sm:h-fit sm:max-h-[calc(100dvh-3rem)] sm:w-[min(92vw,40rem)] sm:rounded-[1.5rem] sm:p-8 sm:pt-12"
    >
      <button type="button" onClick={close} aria-label="Close" className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-limewash">
        <X aria-hidden="true" className="size-5" />
      </button>
      <PickATime lead={lead} />
    </ModalDialog>
  );
}
