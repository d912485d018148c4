/** The viewer settings of spec section "360 views page". */
export function panoramaConfig(src: string): PannellumConfig {
  return {
    type: "equirectangular",
    panorama: src,
    autoLoad: true,
    autoRotate: -0.5,
    showControls: true,
    showZoomCtrl: true,
    mouseZoom: true,
    compass: false,
    orientationOnByDefault: true,
  };
}
