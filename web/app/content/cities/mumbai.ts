import { settings } from "../settings";
import { centre, type CityContent } from "./city-content";

export const mumbai: CityContent = {
  slug: "mumbai",
  displayName: "Mumbai",
  metaTitle: `Home Interior Designers in Mumbai | ${settings.brandName}`,
  metaDescription:
    "Interiors for compact Mumbai flats: moisture-proof modular kitchens, sliding wardrobes and space-saving furniture, built for sea air and the monsoon. Free consultation.",
  image: "/art/cities/mumbai.svg",
  imageAlt:
    "Compact Mumbai living room with a sliding-door wardrobe, fold-down study desk and a window onto the sea",
  heroIntro:
    "In Mumbai every square foot has been paid for many times over. We plan homes from Andheri to Thane so that a one-bedroom flat holds a family’s life without feeling crowded, and so that the furniture survives six months of sea air and monsoon damp.",
  typicalHomes:
    "Most homes we design here are 1 BHK flats of 380 to 450 sq ft carpet and 2 BHK flats of 600 to 750 sq ft, many in redeveloped towers with low ceilings near beams and small, busy kitchens.",
  climate:
    "Coastal humidity stays above 70% for much of the year and the salt air corrodes ordinary metal. We use boiling-water-proof plywood in kitchens and bathrooms, stainless-steel 304 hinges and channels, sealed edge banding on every panel, and ventilated shoe and wardrobe units so nothing smells of damp after the rains.",
  localities: [
    "Andheri",
    "Powai",
    "Goregaon",
    "Borivali",
    "Chembur",
    "Mulund",
    "Thane",
    "Kharghar, Navi Mumbai",
  ],
  calculatorCity: "mumbai",
  budgetRanges: [
    {
      home: "1 BHK, about 420 sq ft",
      sqFt: 420,
      range: "₹6 lakh to ₹9 lakh",
    },
    {
      home: "2 BHK, about 700 sq ft",
      sqFt: 700,
      range: "₹10 lakh to ₹15 lakh",
    },
    {
      home: "3 BHK, about 1,100 sq ft",
      sqFt: 1100,
      range: "₹16 lakh to ₹24 lakh",
    },
  ],
  experienceCentres: [centre("Mumbai")],
  experienceCentreNote:
    "Touch the finishes, open the drawers and sit with a designer at our Mumbai experience centre, or ask for a designer to visit your flat first.",
  spaceSaving: [
    "In a Mumbai flat the walls do the work the floor cannot. We take wardrobes right up to the ceiling with a loft for suitcases, use sliding shutters where a swinging door would hit the bed, and build the TV unit, shoe rack and bar cabinet into one continuous wall so the room reads as one calm surface.",
    "Beds with hydraulic lift-up storage, a dining table that folds against the wall, and a study desk that closes into a shallow cabinet give a 1 BHK the functions of a larger home. Our layouts usually free up to 20% extra space compared with buying furniture piece by piece.",
  ],
  bedroom: [
    "Mumbai bedrooms are often 10 by 11 feet with a window on one wall and a beam across the ceiling. We plan the wardrobe on the longest solid wall, hide the beam inside a cove that carries warm light, and keep at least 60 cm of walking space along the bed.",
    "For the monsoon we choose breathable fabrics, anti-fungal laminates inside wardrobes and a small vent in the wardrobe back, so clothes stay fresh through June to September.",
  ],
  solutions: [
    {
      title: "Parallel kitchens for narrow rooms",
      text: "Two runs of cabinets with a tall pull-out pantry make a 6-foot-wide Mumbai kitchen hold a full month’s groceries.",
    },
    {
      title: "Sliding-door wardrobes",
      text: "No swing space needed, soft-close tracks, and a mirror shutter that makes a small bedroom look twice as deep.",
    },
    {
      title: "Convertible living rooms",
      text: "A sofa-cum-bed and a wall-mounted fold-down table turn the hall into a guest room for visiting parents.",
    },
    {
      title: "Moisture-proof bathrooms",
      text: "PVC and boiling-water-proof vanities, a wall-hung WC and a glass partition keep a tiny bathroom dry and easy to clean.",
    },
    {
      title: "Balcony work corners",
      text: "Enclosed balconies become a study nook or a utility with a washing-machine unit and a drying rack above.",
    },
    {
      title: "Pooja units that fit",
      text: "Wall-mounted mandirs with a folding ledge and a brass-finish jaali bring the pooja corner into a 1 BHK without losing floor.",
    },
  ],
};
