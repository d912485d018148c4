// /Guides/Color-Scheme: the 15 hues, three palette modes with two swatch sets each (Tailwind shade steps), and guidance.

export type HueKey =
  | "teal"
  | "cyan"
  | "sky"
  | "blue"
  | "indigo"
  | "emerald"
  | "green"
  | "lime"
  | "yellow"
  | "amber"
  | "orange"
  | "red"
  | "rose"
  | "pink"
  | "fuchsia";

export interface ColorOption {
  key: HueKey;
  label: string;
  /** Hue angle in degrees (HSL) of the colour's 500 shade. */
  hue: number;
  mood: string;
}

type ShadeStep =
  50 | 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900 | 950;
export type FurniturePiece =
  "wall" | "sofa" | "accentChair" | "cabinetry" | "rug";

/** A colour in a swatch: the picked hue or the warm neutral (Tailwind "stone"), at a shade step. */
export interface ShadeRef {
  source: "hue" | "neutral";
  step: ShadeStep;
}

export interface SwatchSet {
  name: string;
  pieces: Readonly<Record<FurniturePiece, ShadeRef>>;
}

export type PaletteModeKey = "hue-forward" | "neutral-first" | "accent-led";

export interface PaletteMode {
  key: PaletteModeKey;
  label: string;
  description: string;
  swatchSets: readonly [SwatchSet, SwatchSet];
}

export const neutralPalette = "stone";

export const colorOptions: readonly ColorOption[] = [
  {
    key: "teal",
    label: "Teal",
    hue: 173,
    mood: "Fresh and grounded; lovely with teak and brass.",
  },
  {
    key: "cyan",
    label: "Cyan",
    hue: 189,
    mood: "Light and breezy, good for small, sunny rooms.",
  },
  {
    key: "sky",
    label: "Sky",
    hue: 199,
    mood: "Airy and open; a gentle choice for children’s rooms.",
  },
  {
    key: "blue",
    label: "Blue",
    hue: 217,
    mood: "Calm and dependable; cools a west-facing room.",
  },
  {
    key: "indigo",
    label: "Indigo",
    hue: 239,
    mood: "Deep and thoughtful, with the feel of hand-dyed textiles.",
  },
  {
    key: "emerald",
    label: "Emerald",
    hue: 160,
    mood: "Rich and lush; pairs well with marble and gold.",
  },
  {
    key: "green",
    label: "Green",
    hue: 142,
    mood: "Natural and restful, brings the garden indoors.",
  },
  {
    key: "lime",
    label: "Lime",
    hue: 83,
    mood: "Zesty and young; best in small doses.",
  },
  {
    key: "yellow",
    label: "Yellow",
    hue: 45,
    mood: "Sunny and welcoming, warms a north-facing room.",
  },
  {
    key: "amber",
    label: "Amber",
    hue: 38,
    mood: "Honeyed and warm, like evening light.",
  },
  {
    key: "orange",
    label: "Orange",
    hue: 25,
    mood: "Earthy and sociable; think terracotta and clay.",
  },
  {
    key: "red",
    label: "Red",
    hue: 0,
    mood: "Bold and festive; strongest as a single accent.",
  },
  {
    key: "rose",
    label: "Rose",
    hue: 350,
    mood: "Soft and romantic, gentle in bedrooms.",
  },
  {
    key: "pink",
    label: "Pink",
    hue: 330,
    mood: "Playful and cheerful, lovely with grey and white.",
  },
  {
    key: "fuchsia",
    label: "Fuchsia",
    hue: 292,
    mood: "Vivid and celebratory, a nod to festive silks.",
  },
];

const hue = (step: ShadeStep): ShadeRef => ({ source: "hue", step });
const neutral = (step: ShadeStep): ShadeRef => ({ source: "neutral", step });

export const paletteModes: readonly PaletteMode[] = [
  {
    key: "hue-forward",
    label: "Hue-forward",
    description:
      "Your colour leads on the big pieces, with tints and shades of the same hue around it. Confident and cohesive.",
    swatchSets: [
      {
        name: "Deep",
        pieces: {
          wall: neutral(50),
          sofa: hue(600),
          accentChair: hue(400),
          cabinetry: hue(800),
          rug: hue(200),
        },
      },
      {
        name: "Soft",
        pieces: {
          wall: hue(50),
          sofa: hue(300),
          accentChair: hue(500),
          cabinetry: hue(700),
          rug: hue(100),
        },
      },
    ],
  },
  {
    key: "neutral-first",
    label: "Neutral-first",
    description:
      "Warm neutrals carry the room and your colour appears in one or two places. Calm, timeless and easy to change later.",
    swatchSets: [
      {
        name: "Warm base",
        pieces: {
          wall: neutral(100),
          sofa: neutral(300),
          accentChair: hue(500),
          cabinetry: neutral(700),
          rug: neutral(200),
        },
      },
      {
        name: "Light base",
        pieces: {
          wall: neutral(50),
          sofa: neutral(200),
          accentChair: neutral(400),
          cabinetry: hue(700),
          rug: hue(100),
        },
      },
    ],
  },
  {
    key: "accent-led",
    label: "Accent-led",
    description:
      "A dark, grounded base with your colour as a bright accent on the chair and rug. Dramatic without being loud.",
    swatchSets: [
      {
        name: "Charcoal and colour",
        pieces: {
          wall: neutral(100),
          sofa: neutral(700),
          accentChair: hue(500),
          cabinetry: neutral(400),
          rug: hue(300),
        },
      },
      {
        name: "Deep contrast",
        pieces: {
          wall: neutral(50),
          sofa: neutral(800),
          accentChair: hue(400),
          cabinetry: neutral(600),
          rug: hue(600),
        },
      },
    ],
  },
];

export const colorSchemeDefaults = {
  hue: "teal",
  mode: "hue-forward",
} as const satisfies {
  hue: HueKey;
  mode: PaletteModeKey;
};

export const furniturePieceLabels: Readonly<Record<FurniturePiece, string>> = {
  wall: "Wall",
  sofa: "Sofa",
  accentChair: "Accent chair",
  cabinetry: "Cabinetry",
  rug: "Rug",
};

export const colorSchemeMeta = {
  title: "Colour Scheme Guide: Find Your Palette",
  description:
    "Pick one of 15 colours and see it on a sofa, accent chair, cabinetry and rug in three palette modes: Hue-forward, Neutral-first and Accent-led.",
} as const;

export const colorSchemeHero = {
  heading: "Find Your Colour Scheme",
  text: "Choose a colour you love, then see how it looks on real furniture in three different ways of using it. It is the quickest way to know whether you want a colourful room or a calm one with a touch of colour.",
} as const;

export const colorGuidance: readonly { title: string; text: string }[] = [
  {
    title: "The 60-30-10 rule",
    text: "Let a main colour cover about 60% of the room (walls and floor), a second colour 30% (large furniture and curtains) and an accent 10% (cushions, a chair, art). It keeps even a bold choice balanced.",
  },
  {
    title: "Check the light first",
    text: "Colours look warmer in south- and west-facing rooms and cooler in north-facing ones. Paint a large sample on two walls and look at it in the morning, at noon and under your evening lights before you decide.",
  },
  {
    title: "Warm neutrals suit Indian homes",
    text: "Limewash whites, sand and soft greige sit well with teak, brass, stone floors and the bright colours of everyday life: textiles, festivals and family photographs.",
  },
  {
    title: "Save the boldest colour for what is easy to change",
    text: "A rug, cushions or an accent chair can be replaced in an afternoon; a kitchen or a wardrobe cannot. If you are unsure, start bold in the small things.",
  },
];
