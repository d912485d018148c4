// The viewer settings spec section "360 views page" asks for, written once for the unit and the browser tests that check them.
export const specViewerSettings = {
  type: "equirectangular",
  autoLoad: true,
  autoRotate: -0.5,
  showControls: true,
  showZoomCtrl: true,
  mouseZoom: true,
  compass: false,
  orientationOnByDefault: true,
} as const;
