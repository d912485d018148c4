import { settings, whatsappUrl } from "~/content/settings";
import { WhatsAppIcon } from "./brand-icons";

/** The floating chat icon: opens a WhatsApp chat with the company, greeting prefilled. */
export function ChatButton() {
  return (
    <a
      href={whatsappUrl(settings)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp"
      className="fixed right-4 bottom-4 z-30 inline-flex size-14 items-center justify-center rounded-full bg-[#107a45] text-white shadow-lift transition-transform duration-200 hover:scale-105 hover:bg-[#0c6538] sm:right-6 sm:bottom-6"
    >
      <WhatsAppIcon className="size-7" />
    </a>
  );
}
