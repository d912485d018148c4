import { cn } from "~/lib/cn";
import type { PanoramaScene } from "./scenes";
import { LazyImg } from "~/components/ui/lazy-img";

export interface SceneStripProps {
  scenes: readonly PanoramaScene[];
  selected: number;
  onSelect: (index: number) => void;
}

/** The thumbnail strip: one toggle button per scene, the shown one pressed. */
export function SceneStrip({ scenes, selected, onSelect }: SceneStripProps) {
  return (
    <ul aria-label="Scenes" className="scrollbar-none -mx-5 flex gap-3 overflow-x-auto px-5 pb-1 sm:mx-0 sm:grid sm:grid-cols-3 sm:gap-5 sm:px-0">
      {scenes.map((s, i) => (
        <li key={s.key} className="w-40 shrink-0 sm:w-auto">
          <button
            type="button"
            aria-pressed={i === selected}
            onClick={() => onSelect(i)}
            className={cn(
              "group flex w-full cursor-pointer flex-col gap-2 rounded-card p-2 text-left transition-colors duration-200",
              i === selected ? "bg-white shadow-soft ring-2 ring-ink" : "hover:bg-white/70",
            )}
          >
            <LazyImg src={s.thumb} alt="" width={320} height={160} className="aspect-[2/1] w-full rounded-field bg-sand object-cover" />
            <span className="px-1 pb-1 text-base font-semibold text-ink">{s.title}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
