/** Calendar year at build time, injected by Vite's `define`. */
declare const __BUILD_YEAR__: number;
