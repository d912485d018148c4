import { Smartphone } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { hasWebGL, isWebGLError, needsOrientationPermission, requestOrientationPermission, waitForPannellum, whenIdle } from "./load-pannellum";
import { panoramaConfig, panoramaSrc, SMALL_SCREEN } from "./panorama-config";
import type { PanoramaScene } from "./scenes";

type Status = "loading" | "ready" | "unsupported" | "failed";

/** The element Pannellum draws into (spec: id "panorama"). */
const PANORAMA_ID = "panorama";

/** The 360° viewer: one Pannellum viewer at a time in #panorama, replaced cleanly when the scene changes. */
export function PanoramaViewer({ scene }: { scene: PanoramaScene }) {
  const frame = useRef<HTMLDivElement>(null);
  const viewer = useRef<PannellumViewer | null>(null);
  const [status, setStatus] = useState<Status>("loading");
  const [askMotion, setAskMotion] = useState(false);

  useEffect(() => {
    if (!hasWebGL()) {
      setStatus("unsupported");
      return;
    }
    const abort = new AbortController();
    setStatus("loading");
    // Pannellum's start-up (library, WebGL context, upload) waits until hydration is done and the main thread is idle: the still shows meanwhile.
    whenIdle(abort.signal)
      .then(() => waitForPannellum(abort.signal))
      .then(
        (pannellum) => {
          if (abort.signal.aborted) return;
          const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
          const src = panoramaSrc(scene, window.matchMedia(SMALL_SCREEN).matches);
          const v = pannellum.viewer(PANORAMA_ID, panoramaConfig(src, reduced));
          viewer.current = v;
          v.on("load", () => {
            if (viewer.current === v) setStatus("ready");
          });
          v.on("error", (message) => {
            if (viewer.current === v) setStatus(isWebGLError(message) ? "unsupported" : "failed");
          });
          setAskMotion(needsOrientationPermission());
        },
        () => {},
      );
    return () => {
      abort.abort();
      const v = viewer.current;
      viewer.current = null;
      // destroy() empties #panorama and removes Pannellum's listeners before the next scene is created.
      v?.destroy();
    };
  }, [scene]);

  // A viewer created while hidden or resized has the wrong canvas size until told.
  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    const resize = () => viewer.current?.resize();
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && resize());
    const ro = new ResizeObserver(resize);
    io.observe(el);
    ro.observe(el);
    return () => {
      io.disconnect();
      ro.disconnect();
    };
  }, []);

  if (status === "unsupported" || status === "failed") {
    return (
      <figure className="flex flex-col gap-4" data-testid="panorama-fallback">
        <img
          src={scene.src}
          srcSet={`${scene.srcSmall} 2048w, ${scene.src} 4096w`}
          sizes="(min-width: 80rem) 76rem, 100vw"
          alt={`Flat view of the full 360° ${scene.title.toLowerCase()} panorama`}
          width={4096}
          height={2048}
          decoding="async"
          className="aspect-[2/1] w-full rounded-card bg-sand object-cover"
        />
        <figcaption className="rounded-field bg-limewash px-5 py-4 text-base text-ink">
          {status === "unsupported"
            ? "Your browser cannot show the interactive 360° view (it needs WebGL), so here is the whole panorama as a still image."
            : "The interactive 360° view could not be loaded, so here is the whole panorama as a still image."}{" "}
          {scene.description}
        </figcaption>
      </figure>
    );
  }

  return (
    <div
      ref={frame}
      role="region"
      aria-label={`360° view: ${scene.title}. Drag, use the arrow keys or turn your phone to look around.`}
      className="relative aspect-[16/9] w-full overflow-hidden rounded-card bg-ink shadow-lift"
    >
      <div id={PANORAMA_ID} className="absolute inset-0" />
      {status === "loading" ? (
        <>
          {/* A light still of the scene (about 1/8 of the panorama's bytes) shows the room at once, decoded off the main thread. */}
          <img
            src={scene.preview}
            alt={`Still of the ${scene.title.toLowerCase()} while the 360° view loads`}
            width={1024}
            height={512}
            decoding="async"
            className="pointer-events-none absolute inset-0 size-full object-cover"
          />
          <p role="status" className="pointer-events-none absolute inset-0 flex items-center justify-center gap-3 bg-ink/45 text-base text-ivory">
            <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-ivory/30 border-t-ivory motion-reduce:animate-none" />
            Loading...
          </p>
        </>
      ) : null}
      {askMotion ? (
        // Over the frame, not below it: a button that appears after load must not push the page down (CLS 0).
        <Button
          variant="secondary"
          className="absolute bottom-3 left-3 z-10"
          onClick={async () => {
            if (await requestOrientationPermission()) viewer.current?.startOrientation();
            setAskMotion(false);
          }}
        >
          <Smartphone aria-hidden="true" className="size-4" />
          Look around by moving your phone
        </Button>
      ) : null}
    </div>
  );
}
