// The three 360° scenes of /360-views (spec: Living Room, Kitchen, Garden), rendered by cmd/panogen at build time.

export interface PanoramaScene {
  key: "living-room" | "kitchen" | "garden";
  title: string;
  /** Equirectangular image, 4096×2048. */
  src: string;
  /** The same at 2048×1024, for small screens (see panoramaSrc). */
  srcSmall: string;
  /** 1024×512 still shown in the viewer's frame until the panorama is on screen. */
  preview: string;
  /** 320×160 strip thumbnail. */
  thumb: string;
  description: string;
}

export const scenes: readonly PanoramaScene[] = [
  {
    key: "living-room",
    title: "Living Room",
    src: "/art/panoramas/living-room.jpg",
    srcSmall: "/art/panoramas/living-room-small.jpg",
    preview: "/art/panoramas/living-room-preview.jpg",
    thumb: "/art/panoramas/living-room-thumb.jpg",
    description: "A warm living room with a low sofa, an oak TV wall and soft cove lighting.",
  },
  {
    key: "kitchen",
    title: "Kitchen",
    src: "/art/panoramas/kitchen.jpg",
    srcSmall: "/art/panoramas/kitchen-small.jpg",
    preview: "/art/panoramas/kitchen-preview.jpg",
    thumb: "/art/panoramas/kitchen-thumb.jpg",
    description: "A modular kitchen with full-height storage, a stone counter and under-cabinet lights.",
  },
  {
    key: "garden",
    title: "Garden",
    src: "/art/panoramas/garden.jpg",
    srcSmall: "/art/panoramas/garden-small.jpg",
    preview: "/art/panoramas/garden-preview.jpg",
    thumb: "/art/panoramas/garden-thumb.jpg",
    description: "A terrace garden with planters, a shaded seating corner and a timber deck.",
  },
];
