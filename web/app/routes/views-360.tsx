import { useState } from "react";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { PageHeader } from "~/components/ui/page-header";
import { PanoramaViewer } from "~/features/panorama/panorama-viewer";
import { SceneStrip } from "~/features/panorama/scene-strip";
import { scenes } from "~/features/panorama/scenes";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/views-360";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "360° Views of Our Interiors",
    description: "Step inside a living room, a kitchen and a garden we designed, and look around in every direction with our 360° viewer.",
    path: "/360-views",
    image: "/art/panoramas/living-room-thumb.jpg",
  });

export default function PanoramaPage() {
  const [selected, setSelected] = useState(0);
  const scene = scenes[selected]!;
  return (
    <>
      <PageHeader
        eyebrow={
          <span className="inline-flex items-center gap-2">
            360° Views <Badge />
          </span>
        }
        title={"Experience Your Space in 360°"}
        intro={"Step inside a living room, a kitchen and a garden we designed, and look around in every direction."}
      />
      <section aria-label="360° viewer" className="pt-10 pb-20 lg:pt-14 lg:pb-28">
        <Container className="flex flex-col gap-8">
          <PanoramaViewer scene={scene} />
          <div className="flex flex-col gap-1">
            <h2 className="text-2xl text-ink">{scene.title}</h2>
            <p className="text-base text-ink-muted">{scene.description}</p>
          </div>
          <SceneStrip scenes={scenes} selected={selected} onSelect={setSelected} />
          <div className="mt-6 flex flex-col items-start gap-5 rounded-card bg-limewash p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
            <div>
              <h2 className="text-2xl text-ink">Want to walk through your own home like this?</h2>
              <p className="mt-1 text-base text-ink-muted">Every complete home we design comes with a 3D tour before anything is made.</p>
            </div>
            <div className="flex flex-wrap gap-3">
              <ButtonLink to="/demo-360" variant="secondary">
                How 3D tours work
              </ButtonLink>
              <ButtonLink to="/get-free-estimate">Get Free Estimate</ButtonLink>
            </div>
          </div>
        </Container>
      </section>
    </>
  );
}
