import { Play, X } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { youtubeEmbedUrl } from "./youtube";

export interface VideoToggleProps {
  /** A watch, youtu.be or embed link; nothing renders when it is not a YouTube link. */
  url: string | null | undefined;
  /** What the video shows, for the iframe's title. */
  title: string;
}

/** Watch Video / Close Video: the player (privacy-enhanced host) is only created while shown. */
export function VideoToggle({ url, title }: VideoToggleProps) {
  const [shown, setShown] = useState(false);
  const panelId = useId();
  const src = youtubeEmbedUrl(url);
  if (!src) return null;
  return (
    <div className="flex flex-col gap-3">
      <Button
        variant="secondary"
        aria-expanded={shown}
        aria-controls={shown ? panelId : undefined}
        onClick={() => setShown((s) => !s)}
        className="self-start"
      >
        {shown ? <X aria-hidden="true" className="size-4" /> : <Play aria-hidden="true" className="size-4 fill-current" />}
        {shown ? "Close Video" : "Watch Video"}
      </Button>
      {shown ? (
        <div id={panelId} className="aspect-video w-full overflow-hidden rounded-card bg-ink shadow-soft">
          <iframe
            src={src}
            title={`Video: ${title}`}
            className="size-full"
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      ) : null}
    </div>
  );
}
