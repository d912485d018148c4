import type { CSSProperties } from "react";
import type { HueKey, PaletteModeKey } from "~/content/guides/color-scheme";
import { twColor } from "./tailwind-palette";

/** Colours of each piece in the preview, as CSS colour values. */
export interface PieceColors {
  sofa: string;
  cushion: string;
  chair: string;
  cabinetry: string;
  cabinetryTop: string;
  handle: string;
  rug: string;
  rugBorder: string;
}

const neutral = (shade: 100 | 200 | 300 | 400 | 500 | 600) => twColor("stone", shade);

/**
 * Which pieces take the hue: hue-forward puts it on the big surfaces,
 * neutral-first keeps it to cushions and trims, accent-led gives it to one
 * statement chair and the rug.
 */
export function previewColors(hue: HueKey, mode: PaletteModeKey): PieceColors {
  const c = (shade: 100 | 200 | 300 | 400 | 500 | 600 | 700) => twColor(hue, shade);
  switch (mode) {
    case "hue-forward":
      return {
        sofa: c(500),
        cushion: c(200),
        chair: c(600),
        cabinetry: c(100),
        cabinetryTop: c(300),
        handle: c(700),
        rug: c(200),
        rugBorder: c(500),
      };
    case "neutral-first":
      return {
        sofa: neutral(300),
        cushion: c(400),
        chair: neutral(400),
        cabinetry: neutral(100),
        cabinetryTop: neutral(300),
        handle: c(600),
        rug: neutral(200),
        rugBorder: c(400),
      };
    case "accent-led":
      return {
        sofa: neutral(200),
        cushion: neutral(400),
        chair: c(500),
        cabinetry: neutral(100),
        cabinetryTop: neutral(300),
        handle: neutral(600),
        rug: c(100),
        rugBorder: c(600),
      };
  }
}

// Faces away from the window are shaded by mixing toward a warm near-black.
const shade = (color: string, pct: number) => `color-mix(in oklab, ${color} ${100 - pct}%, #1e1712)`;
const light = (color: string, pct: number) => `color-mix(in oklab, ${color} ${100 - pct}%, #fffaf2)`;
const paint = (fill: string): CSSProperties => ({ fill });

interface PieceProps {
  /** Position and size when nested inside a larger SVG scene. */
  x?: number;
  y?: number;
  width?: number;
  height?: number;
  /** Set when the piece is part of a labelled scene and needs no label of its own. */
  decorative?: boolean;
  className?: string;
}

function pieceSvg(label: string, viewBox: string, props: PieceProps) {
  const { x, y, width, height, decorative, className } = props;
  return {
    x,
    y,
    width,
    height,
    viewBox,
    className,
    xmlns: "http://www.w3.org/2000/svg",
    ...(decorative ? { "aria-hidden": true as const } : { role: "img", "aria-label": label }),
  };
}

export function Sofa({ color, cushion, ...props }: PieceProps & { color: string; cushion: string }) {
  return (
    <svg {...pieceSvg("Sofa", "0 0 240 140", props)}>
      <ellipse cx="126" cy="128" rx="112" ry="9" style={paint("#1e1712")} opacity="0.18" />
      <rect x="22" y="34" width="196" height="56" rx="14" style={paint(shade(color, 10))} />
      <rect x="14" y="74" width="212" height="40" rx="10" style={paint(color)} />
      <rect x="30" y="68" width="88" height="20" rx="8" style={paint(light(color, 12))} />
      <rect x="122" y="68" width="88" height="20" rx="8" style={paint(light(color, 12))} />
      <rect x="8" y="56" width="26" height="58" rx="10" style={paint(light(color, 6))} />
      <rect x="206" y="56" width="26" height="58" rx="10" style={paint(shade(color, 18))} />
      <rect x="42" y="44" width="40" height="30" rx="9" transform="rotate(-8 62 59)" style={paint(cushion)} />
      <rect x="160" y="46" width="38" height="28" rx="9" transform="rotate(7 179 60)" style={paint(shade(cushion, 8))} />
      <path d="M24 114v12M216 114v12" strokeWidth="4" strokeLinecap="round" style={{ stroke: "#6b4a32" }} />
    </svg>
  );
}

export function AccentChair({ color, ...props }: PieceProps & { color: string }) {
  return (
    <svg {...pieceSvg("Accent chair", "0 0 140 140", props)}>
      <ellipse cx="74" cy="130" rx="50" ry="7" style={paint("#1e1712")} opacity="0.18" />
      <path d="M30 96c-6-40 4-76 40-80 36 4 46 40 40 80z" style={paint(shade(color, 12))} />
      <path d="M36 92c0-30 10-56 34-58 24 2 34 28 34 58z" style={paint(light(color, 10))} />
      <rect x="24" y="86" width="92" height="24" rx="10" style={paint(color)} />
      <path d="M36 110l-6 18M104 110l6 18M70 110v16" strokeWidth="4" strokeLinecap="round" style={{ stroke: "#6b4a32" }} />
    </svg>
  );
}

function Cabinetry({ body, top, handle, ...props }: PieceProps & { body: string; top: string; handle: string }) {
  return (
    <svg {...pieceSvg("Cabinetry", "0 0 220 160", props)}>
      <ellipse cx="116" cy="150" rx="104" ry="7" style={paint("#1e1712")} opacity="0.16" />
      <rect x="14" y="62" width="192" height="78" rx="3" style={paint(body)} />
      <rect x="14" y="62" width="192" height="78" rx="3" style={paint("url(#fp-sheen)")} />
      <rect x="10" y="54" width="200" height="9" rx="2" style={paint(top)} />
      <rect x="18" y="140" width="184" height="6" style={paint(shade(body, 35))} />
      <path d="M78 66v70M142 66v70" strokeWidth="1.5" style={{ stroke: shade(body, 25) }} />
      <path d="M64 92v16M92 92v16M156 92v16" strokeWidth="4" strokeLinecap="round" style={{ stroke: handle }} />
      <ellipse cx="48" cy="40" rx="10" ry="15" style={paint(handle)} />
      <rect x="150" y="36" width="36" height="18" rx="2" style={paint(top)} />
      <defs>
        <linearGradient id="fp-sheen">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.25" />
          <stop offset="0.6" stopColor="#ffffff" stopOpacity="0" />
          <stop offset="1" stopColor="#000000" stopOpacity="0.12" />
        </linearGradient>
      </defs>
    </svg>
  );
}

function Rug({ field, border, ...props }: PieceProps & { field: string; border: string }) {
  return (
    <svg {...pieceSvg("Rug", "0 0 300 80", props)}>
      <path d="M44 6h212l40 70H4z" style={paint(border)} />
      <path d="M56 14h188l30 54H26z" style={paint(field)} />
      <path d="M110 26h80l12 30H98z" fill="none" strokeWidth="2" style={{ stroke: border }} opacity="0.6" />
    </svg>
  );
}

const modeLabel: Record<PaletteModeKey, string> = {
  "hue-forward": "Hue-forward",
  "neutral-first": "Neutral-first",
  "accent-led": "Accent-led",
};

/** A small room vignette: sofa, accent chair, cabinetry and rug in the chosen colours. */
export function FurniturePreview({ hue, mode, className }: { hue: HueKey; mode: PaletteModeKey; className?: string }) {
  const c = previewColors(hue, mode);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 640 360"
      role="img"
      aria-label={`Furniture preview in ${hue}, ${modeLabel[mode]}: sofa, accent chair, cabinetry and rug`}
      className={className}
      data-hue={hue}
      data-mode={mode}
    >
      <defs>
        <linearGradient id="fp-wall">
          <stop offset="0" stopColor="#f7f1e7" />
          <stop offset="1" stopColor="#e9e0d2" />
        </linearGradient>
        <linearGradient id="fp-floor" x2="0" y2="1">
          <stop offset="0" stopColor="#e3cba8" />
          <stop offset="1" stopColor="#c9a87f" />
        </linearGradient>
      </defs>
      <rect width="640" height="250" fill="url(#fp-wall)" />
      <path d="M0 250h640v110H0z" fill="url(#fp-floor)" />
      <path d="M0 250h640" stroke="#d6c7b2" strokeWidth="3" />
      <path d="M0 250L180 360H60L0 300z" fill="#fff4dc" opacity="0.35" />
      <Cabinetry decorative x={24} y={128} width={190} height={138} body={c.cabinetry} top={c.cabinetryTop} handle={c.handle} />
      <Rug decorative x={150} y={268} width={380} height={88} field={c.rug} border={c.rugBorder} />
      <Sofa decorative x={250} y={142} width={300} height={175} color={c.sofa} cushion={c.cushion} />
      <AccentChair decorative x={120} y={200} width={140} height={140} color={c.chair} />
    </svg>
  );
}
