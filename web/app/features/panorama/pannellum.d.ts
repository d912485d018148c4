// Pannellum ships a plain script that sets window.pannellum; these are the parts we call.
declare module "pannellum/build/pannellum.js";

interface PannellumViewer {
  destroy(): void;
  resize(): void;
  startOrientation(): void;
  on(event: "load" | "error", listener: (message?: string) => void): PannellumViewer;
}

interface PannellumConfig {
  type: "equirectangular";
  panorama: string;
  autoLoad: boolean;
  autoRotate: number;
  showControls: boolean;
  showZoomCtrl: boolean;
  mouseZoom: boolean;
  compass: boolean;
  orientationOnByDefault: boolean;
  title?: string;
}

interface Window {
  pannellum?: { viewer(container: string | HTMLElement, config: PannellumConfig): PannellumViewer };
}
