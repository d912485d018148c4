import type { BlogPost } from "./types";
import { readingMinutes } from "./words";

const slug = "fashionable-wardrobe-designs-2025";

const content = `
<p>A wardrobe in an Indian bedroom has a long job description. It holds office shirts and silk sarees, winter quilts that come out for six weeks a year, jewellery, documents and, in a joint family, the belongings of more than one generation. The best wardrobe designs of 2025 look calm and elegant from the outside and are planned to the last centimetre inside. This guide covers the styles worth choosing, what they cost, and the measurements that decide whether a wardrobe works.</p>

<h2>Sliding or hinged: start with the room, not the catalogue</h2>
<p>The first decision is how the shutters open, and it depends on the space in front of the wardrobe.</p>
<ul>
<li><strong>Hinged shutters</strong> need about 600 mm of free floor in front of them to swing open fully. They cost less, let you see the whole wardrobe at once and are easier to repair.</li>
<li><strong>Sliding shutters</strong> need no swing space, which makes them ideal when the bed sits within 750 mm of the wardrobe, as it often does in compact city flats. They work best on walls of 6 ft or more; below that, half the wardrobe is always hidden behind the other shutter.</li>
<li>Choose a <strong>sliding system with a bottom-running track</strong> and soft-close dampers for heavy glass or mirror shutters, and keep the track clean, because dust is the main reason sliding wardrobes start to jam.</li>
</ul>

<h2>Seven wardrobe styles we are designing in 2025</h2>
<h3>1. Fluted glass with profile frames</h3>
<p>Thin aluminium frames in black, champagne or bronze with fluted or frosted glass are this year's favourite. The glass softens what is inside, while the frame keeps the look light. Add a warm LED strip inside and the wardrobe doubles as a soft night light.</p>
<h3>2. Two-tone laminate</h3>
<p>A pale main body with a darker loft or a contrasting strip of open shelves breaks up a full wall of storage. Textured laminates that imitate linen, oak or stone add depth for very little extra cost.</p>
<h3>3. Handleless shutters</h3>
<p>Recessed profiles or push-to-open fittings give a flush surface with nothing to catch clothes or small children. Use push-to-open only on lighter shutters; on tall ones, a slim vertical profile handle is more reliable.</p>
<h3>4. Mirror-integrated wardrobes</h3>
<p>A full-height mirror on one shutter saves wall space and makes a small bedroom feel larger. Tinted bronze or grey mirrors look richer than clear mirror and show fewer smudges.</p>
<h3>5. Wardrobe with a built-in dresser or study</h3>
<p>In a 10 ft by 11 ft bedroom, folding a dresser or a 450 mm deep study table into the wardrobe wall frees the rest of the room. Plan a socket for a hair dryer or laptop and a light above the work surface.</p>
<h3>6. Walk-in wardrobe for larger homes</h3>
<p>If you have a dressing area of at least 5 ft by 6 ft, open shelving with a single glass display unit can replace bulky shutters. Keep 900 mm of clear path between facing units so two people can use it at once.</p>
<h3>7. Fabric and cane inserts</h3>
<p>Cane mesh or fabric panels set into a wooden frame bring a handcrafted feel and, more usefully, let air move through the wardrobe in humid months.</p>

<h2>The inside matters more than the shutters</h2>
<p>Most wardrobes fail because the inside was planned as a set of identical shelves. Measure what you own first, then design around it. These are our starting dimensions:</p>
<table>
<thead>
<tr><th>Element</th><th>Recommended size</th></tr>
</thead>
<tbody>
<tr><td>Overall depth</td><td>600 mm (560 mm inside for hangers)</td></tr>
<tr><td>Long hanging (dresses, kurtas, sherwanis)</td><td>1,400 mm to 1,600 mm clear height</td></tr>
<tr><td>Short hanging (shirts, jackets)</td><td>900 mm to 1,000 mm clear height</td></tr>
<tr><td>Shelf spacing for folded clothes</td><td>300 mm to 350 mm</td></tr>
<tr><td>Drawer height</td><td>150 mm to 200 mm for innerwear, 250 mm for sweaters</td></tr>
<tr><td>Main wardrobe height</td><td>7 ft, with a loft up to the ceiling</td></tr>
<tr><td>Shutter width</td><td>450 mm to 600 mm for hinged shutters</td></tr>
</tbody>
</table>
<ul>
<li><strong>Saree storage:</strong> shallow pull-out trays of 100 mm height, or a saree rack with padded rods, keep silk from being crushed under a stack. Store each heavy saree in a muslin cover, never in plastic.</li>
<li><strong>Locker:</strong> a concealed internal locker for jewellery and documents, ideally fixed to the carcass with bolts, at a height the older members of the family can reach without a stool.</li>
<li><strong>Loft:</strong> use the loft for suitcases and winter quilts. Lift-up shutters with gas struts are easier to use than side-hinged ones at that height.</li>
<li><strong>Accessories:</strong> a tie and belt pull-out, a trouser rack and a shoe pull-out at the base free up a surprising amount of shelf space.</li>
</ul>

<h2>Materials for Indian weather</h2>
<p>A wardrobe lives against a wall for fifteen years or more. In coastal cities and through every monsoon, that wall can be damp.</p>
<ul>
<li>Use <strong>BWR plywood or HDHMR board</strong> for the carcass, and BWP plywood if the wardrobe shares a wall with a bathroom.</li>
<li>Ask for a <strong>laminated back panel</strong> and leave a 20 mm to 25 mm air gap from an external wall so dampness cannot reach the clothes.</li>
<li>Every cut edge should carry <strong>2 mm edge banding</strong>; exposed edges are where moisture and termites get in.</li>
<li>Keep a few sachets of silica gel or cedar blocks inside through the monsoon, and open the wardrobe on dry, sunny days to let it breathe.</li>
</ul>

<h2>What a wardrobe costs in 2025</h2>
<p>Wardrobes are usually priced per square foot of the front face. Prices below include carcass, shutters, standard soft-close hardware and installation.</p>
<table>
<thead>
<tr><th>Shutter finish</th><th>Per sq ft</th><th>7 ft by 8 ft wardrobe (56 sq ft)</th></tr>
</thead>
<tbody>
<tr><td>Laminate</td><td>₹1,200 to ₹1,800</td><td>₹67,000 to ₹1 lakh</td></tr>
<tr><td>Acrylic</td><td>₹1,800 to ₹2,600</td><td>₹1 lakh to ₹1.46 lakh</td></tr>
<tr><td>PU paint</td><td>₹2,500 to ₹3,500</td><td>₹1.4 lakh to ₹1.96 lakh</td></tr>
<tr><td>Glass in profile frames</td><td>₹2,800 to ₹4,000</td><td>₹1.57 lakh to ₹2.24 lakh</td></tr>
</tbody>
</table>
<p>A loft adds roughly 30 to 40 percent of the main wardrobe's cost. Internal accessories such as saree pull-outs, trouser racks and lockers are priced separately, typically ₹3,000 to ₹15,000 each.</p>

<h2>Planning for a joint family</h2>
<p>When grandparents, parents and children share a home, wardrobes need clear ownership. Give each person a defined section rather than shared shelves, keep frequently used clothes for older members between 600 mm and 1,600 mm from the floor so nobody has to bend or climb, and fit sensor lights inside so nobody fumbles in the dark at night.</p>

<h2>Wardrobe checklist before you approve the design</h2>
<ol>
<li>Measure the clear space in front of the wardrobe and choose hinged or sliding accordingly.</li>
<li>Count what you own: long garments, folded clothes, sarees, shoes and bags.</li>
<li>Confirm the carcass material and back panel in the quotation.</li>
<li>Check that the wardrobe is not planned against a damp external or bathroom wall without protection.</li>
<li>Mark the locker position and the power point for internal lights.</li>
<li>Check the loft height and how you will reach it.</li>
<li>Ask for hinge and channel specifications and the warranty period in writing.</li>
</ol>

<blockquote><p>Design the inside first. A beautiful shutter cannot rescue a wardrobe where the sarees do not fit.</p></blockquote>
`;

export const fashionableWardrobeDesigns2025: BlogPost = {
  slug,
  title: "Fashionable Wardrobe Designs 2025: Styles, Sizes and Costs",
  category: "Bedroom Design Ideas",
  author: "Karthik Menon",
  date: "22 April 2025",
  isoDate: "2025-04-22",
  excerpt:
    "Wardrobe ideas for Indian bedrooms in 2025: sliding or hinged, fluted glass and two-tone looks, inside dimensions, monsoon-proof materials and costs.",
  keywords: [
    "wardrobe designs 2025",
    "sliding wardrobe India",
    "wardrobe cost per sq ft",
    "saree storage wardrobe",
    "fluted glass wardrobe",
    "bedroom wardrobe dimensions",
  ],
  image: `/art/blog/${slug}.svg`,
  imageAlt:
    "Illustration of a bedroom wardrobe with fluted glass shutters in slim bronze frames, a built-in dresser and warm interior lighting",
  readingMinutes: readingMinutes(content),
  content,
};
