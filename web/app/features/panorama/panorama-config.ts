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
