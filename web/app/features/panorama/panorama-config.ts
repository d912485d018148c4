import type { PanoramaScene } from "./scenes";

/**
 * Screens this narrow get the 2048-wide panorama: at a phone's field of view it holds all
 * the detail the screen shows, for a quarter of the full file's pixels to fetch and decode.
 * (vite/pannellum-image-bitmap.ts scales to 2048 on the same screens, should a full file come.)
 */
export const SMALL_SCREEN = "(max-width: 639px)";

/** The panorama file for a screen that does (or does not) match SMALL_SCREEN. */
export function panoramaSrc(scene: Pick<PanoramaScene, "src" | "srcSmall">, smallScreen: boolean): string {
  return smallScreen ? scene.srcSmall : scene.src;
}

/** The viewer settings of spec section "360 views page"; visitors who ask for reduced motion get no auto-rotation (DESIGN.md "Motion"). */
export function panoramaConfig(src: string, reducedMotion = false): PannellumConfig {
  return {
    type: "equirectangular",
    panorama: src,
    autoLoad: true,
    autoRotate: reducedMotion ? 0 : -0.5,
    showControls: true,
    showZoomCtrl: true,
    mouseZoom: true,
    compass: false,
    orientationOnByDefault: true,
  };
}
