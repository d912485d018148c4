import { X } from "lucide-react";
import { ModalDialog } from "~/components/ui/modal-dialog";
import type { BookableLead } from "~/lib/lead-booking";
import { PickATime } from "./pick-a-time";

/** "Pick a time" in a dialog of its own (loaded only once a lead was saved). */
export default function PickATimeDialog({ lead, onClose }: { lead: BookableLead; onClose: () => void }) {
  const close = onClose;
  return (
    <ModalDialog onDismiss={close} aria-labelledby="pick-a-time-title" className="max-h-[calc(100dvh-1.5rem)] w-[min(100vw-1.5rem,40rem)] overflow-y-auto rounded-[1.5rem] bg-white p-5 pt-12 shadow-lift sm:p-8 sm:pt-12">
      <button type="button" onClick={close} aria-label="Close" className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-limewash">
        <X aria-hidden="true" className="size-5" />
      </button>
      <PickATime lead={lead} />
    </ModalDialog>
  );
}
