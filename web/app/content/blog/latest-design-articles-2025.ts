import type { BlogPost } from "./types";
import { readingMinutes } from "./words";

const slug = "latest-design-articles-2025";

const content = `
<p>Every week our designers answer the same handful of questions on site visits and in experience centres. What does a false ceiling really cost? When should we paint? Why does the bathroom floor hold water? This collection brings together our latest short articles of 2025, each one focused on a single decision, with the figures you need to plan it.</p>

<h2>False ceilings: where they help and what they cost</h2>
<p>A false ceiling hides beams, wiring and AC ducts, and lets you place light exactly where it is needed. It also lowers the room, so plan it carefully.</p>
<ul>
<li><strong>Keep a clear height of at least 2,600 mm</strong> (about 8.5 ft) below the lowest part. Most Indian flats have 2,850 mm to 3,000 mm from floor to slab, which allows a peripheral drop of 100 mm to 150 mm around the edges.</li>
<li><strong>Peripheral ceilings with a cove</strong> suit most bedrooms and living rooms. A full flat ceiling is rarely needed and makes small rooms feel lower.</li>
<li><strong>Costs in 2025:</strong> PVC panels from about ₹55 per sq ft, plain gypsum ₹80 to ₹120 per sq ft, and layered gypsum with coves and profile lights ₹130 to ₹200 per sq ft, including framing and finishing.</li>
<li>In bathrooms, use <strong>moisture-resistant gypsum boards</strong> or a removable grid ceiling so you can reach the geyser and plumbing.</li>
</ul>
<p>Finish all electrical wiring, AC piping and the kitchen chimney duct before the ceiling is closed. Ask for an access panel under every junction box and AC indoor unit.</p>

<h2>Repainting: timing beats brand</h2>
<p>Paint fails most often because it was applied to a damp wall. In most of India, the best months to paint are October to March. If you must paint during or just after the monsoon, wait until a moisture meter shows the wall is dry, which can take two to three weeks after heavy rain.</p>
<ol>
<li>Fix the source of any dampness first: leaking pipes, cracked external plaster or a terrace without waterproofing.</li>
<li>Scrape loose paint, fill cracks and apply a damp-proof primer on affected walls.</li>
<li>Apply two coats of putty, sand smooth, then one coat of primer.</li>
<li>Finish with two coats of emulsion and allow each coat to dry fully.</li>
</ol>
<table>
<thead>
<tr><th>Interior finish</th><th>Labour and material, per sq ft</th></tr>
</thead>
<tbody>
<tr><td>Economy emulsion (repaint)</td><td>₹12 to ₹18</td></tr>
<tr><td>Premium washable emulsion</td><td>₹18 to ₹28</td></tr>
<tr><td>Luxury emulsion or textured finish</td><td>₹28 to ₹60</td></tr>
</tbody>
</table>
<p>A typical 2BHK repaint with premium emulsion costs ₹45,000 to ₹80,000 depending on wall area and how much surface repair is needed. Choose washable, low-odour emulsions for children's rooms and kitchens.</p>

<h2>Bathrooms that drain and stay dry</h2>
<p>Water standing on the floor and damp patches on the wall behind a bathroom are the two most common complaints we hear. Both come from work hidden under the tiles.</p>
<ul>
<li><strong>Waterproof before you tile:</strong> the whole floor, 300 mm up every wall, and 1,800 mm to 2,100 mm up the walls of the shower area. Ask for a water test of 24 to 48 hours before tiling begins.</li>
<li><strong>Slope the floor</strong> at about 1 in 100 towards the drain, so a 1,500 mm long shower area drops around 15 mm.</li>
<li><strong>Separate wet and dry zones</strong> with a shower partition of 8 mm or 10 mm toughened glass. Expect ₹900 to ₹1,600 per sq ft with hinges and fittings, or more for frameless sliding systems.</li>
<li>Fit a <strong>150 mm exhaust fan</strong> high on the wall opposite the door, and choose matte anti-skid floor tiles.</li>
</ul>

<h2>Electrical work you should never economise on</h2>
<p>Wiring is invisible once the walls are closed, and it is the only part of your interior that can cause a fire. These are the minimum standards we follow.</p>
<ul>
<li><strong>Wire sizes:</strong> 1.5 sq mm copper for lights and fans, 2.5 sq mm for 6 A and 16 A sockets, and 4 sq mm for AC and geyser circuits.</li>
<li>Use <strong>flame-retardant, low-smoke wires</strong> in conduits, never wires buried directly in plaster.</li>
<li>Every home needs <strong>MCBs for each circuit and a 30 mA RCCB</strong>, which cuts power within milliseconds if current leaks through a person.</li>
<li>Test the <strong>earthing</strong> and keep the report. Old buildings often have weak earthing that makes appliances tingle.</li>
<li>Plan more sockets than you think you need. A modern kitchen uses eight to ten; a bedroom needs at least two on each side of the bed.</li>
</ul>
<p>Rewiring a 2BHK with new switches and a new distribution board usually costs ₹80,000 to ₹1.8 lakh, depending on the number of points and how much wall chasing is needed.</p>

<h2>Living rooms that feel bigger than they are</h2>
<p>Most living rooms in city flats are 11 ft to 14 ft wide. A few numbers make the difference between cramped and comfortable.</p>
<ul>
<li>Keep <strong>90 cm clear paths</strong> through the room, from the main door to the balcony and the bedrooms.</li>
<li>Hang art with its centre at <strong>about 145 cm from the floor</strong>, which matches average eye level and ties the wall to the furniture below.</li>
<li>Mount the TV so its centre sits at <strong>1,000 mm to 1,100 mm</strong>, the eye level of a seated viewer, not high above a cabinet.</li>
<li>Sit about <strong>1.5 to 2.5 times the screen diagonal</strong> away from the TV: roughly 2.1 m to 3.5 m for a 55 inch screen.</li>
<li>Choose a rug large enough for at least the front legs of the sofa and chairs to rest on it.</li>
</ul>

<h2>Choosing flooring for Indian weather</h2>
<table>
<thead>
<tr><th>Flooring</th><th>Best for</th><th>Installed, per sq ft</th></tr>
</thead>
<tbody>
<tr><td>Vitrified tiles</td><td>Every room; low maintenance</td><td>₹90 to ₹220</td></tr>
<tr><td>Kota stone</td><td>Balconies, utility areas, cool floors</td><td>₹70 to ₹130</td></tr>
<tr><td>Granite</td><td>Staircases, kitchens, high traffic</td><td>₹150 to ₹350</td></tr>
<tr><td>Italian marble</td><td>Living and dining rooms</td><td>₹450 to ₹1,500</td></tr>
<tr><td>Engineered wood</td><td>Bedrooms with air conditioning</td><td>₹250 to ₹500</td></tr>
</tbody>
</table>
<p>Italian marble needs diamond polishing after laying and resealing every few years, and it stains with acidic spills. Wooden flooring is best avoided on ground floors and in coastal cities unless the room is air-conditioned, because humidity makes it swell.</p>

<h2>Quick checklist for your next project</h2>
<ol>
<li>Finish civil, plumbing and electrical work before carpentry, false ceilings and painting.</li>
<li>Schedule painting for the dry months, and treat damp walls first.</li>
<li>Water-test every bathroom before tiling.</li>
<li>Ask for wire sizes, MCB ratings and earthing results in writing.</li>
<li>Measure clear paths and viewing distances on the floor plan before buying furniture.</li>
</ol>

<blockquote><p>The work you cannot see after handover, such as waterproofing, wiring and wall preparation, decides how your home looks in five years.</p></blockquote>
`;

export const latestDesignArticles2025: BlogPost = {
  slug,
  title: "Latest Design Articles 2025: Ceilings, Paint, Bathrooms and More",
  category: "Latest Articles",
  author: "Rohan Deshpande",
  date: "14 February 2025",
  isoDate: "2025-02-14",
  excerpt:
    "Our latest short guides for 2025: false ceiling costs, when to paint, bathroom waterproofing, safe wiring, living room sizes and flooring.",
  keywords: [
    "interior design articles 2025",
    "false ceiling cost per sq ft",
    "house painting cost India",
    "bathroom waterproofing",
    "home electrical wiring guide",
    "flooring options India",
  ],
  image: `/art/blog/${slug}.svg`,
  imageAlt:
    "Illustration of an open notebook with sketches of a false ceiling, a bathroom with a glass shower partition and paint swatches",
  readingMinutes: readingMinutes(content),
  content,
};
